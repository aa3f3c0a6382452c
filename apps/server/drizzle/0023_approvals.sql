CREATE TABLE "approval_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"step_name" varchar(64) NOT NULL,
	"approver_id" integer NOT NULL,
	"decision" varchar(16) NOT NULL,
	"opinion" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"subject_id" integer NOT NULL,
	"summary" varchar(200) NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_dept_id" integer,
	"flow_id" integer NOT NULL,
	"flow_name" varchar(64) NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"current_approver_ids" integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_decisions_request_idx" ON "approval_decisions" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "approval_decisions_approver_idx" ON "approval_decisions" USING btree ("tenant_id","approver_id");--> statement-breakpoint
CREATE INDEX "approval_requests_subject_idx" ON "approval_requests" USING btree ("tenant_id","kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_uq" ON "approval_requests" USING btree ("tenant_id","kind","subject_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "approval_requests_applicant_idx" ON "approval_requests" USING btree ("tenant_id","applicant_id","id");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("tenant_id","status");