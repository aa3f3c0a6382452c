CREATE TABLE "case_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"from_name" varchar(32) DEFAULT '' NOT NULL,
	"to_user_id" integer NOT NULL,
	"to_name" varchar(32) DEFAULT '' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"opinion" varchar(500) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_transfers" ADD CONSTRAINT "case_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_transfers" ADD CONSTRAINT "case_transfers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_transfers_case_idx" ON "case_transfers" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_transfers_pending_uq" ON "case_transfers" USING btree ("case_id") WHERE status = 'PENDING';