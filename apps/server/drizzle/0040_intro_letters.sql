CREATE TABLE "intro_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" varchar(32) NOT NULL,
	"destination" varchar(100) NOT NULL,
	"persons" jsonb NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"matter" varchar(200) NOT NULL,
	"valid_days" integer NOT NULL,
	"case_id" integer,
	"case_number" varchar(64) DEFAULT '' NOT NULL,
	"few_persons" boolean DEFAULT false NOT NULL,
	"approval_id" integer,
	"letter_no" varchar(200) DEFAULT '' NOT NULL,
	"ledger_id" bigint,
	"approver_name" varchar(32) DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"valid_until" date,
	"void_reason" varchar(200) DEFAULT '' NOT NULL,
	"voided_by" integer,
	"voided_by_name" varchar(32) DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intro_letters" ADD CONSTRAINT "intro_letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intro_letters_tenant_applicant_idx" ON "intro_letters" USING btree ("tenant_id","applicant_id");--> statement-breakpoint
CREATE INDEX "intro_letters_tenant_approval_idx" ON "intro_letters" USING btree ("tenant_id","approval_id");