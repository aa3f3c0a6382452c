CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"kind" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"start_half" varchar(2) NOT NULL,
	"end_date" date NOT NULL,
	"end_half" varchar(2) NOT NULL,
	"half_days" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"attachment_url" varchar(300) DEFAULT '' NOT NULL,
	"attachment_name" varchar(200) DEFAULT '' NOT NULL,
	"handover_user_id" integer,
	"handed_over_cases" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"approval_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_span_ck" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date" AND "leave_requests"."half_days" > 0),
	CONSTRAINT "leave_requests_status_ck" CHECK ("leave_requests"."status" IN ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_applicant_idx" ON "leave_requests" USING btree ("tenant_id","applicant_id","id");--> statement-breakpoint
CREATE INDEX "leave_requests_dates_idx" ON "leave_requests" USING btree ("tenant_id","end_date","start_date");