CREATE TABLE "case_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_pauses" ADD CONSTRAINT "case_pauses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_pauses" ADD CONSTRAINT "case_pauses_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_pauses_case_idx" ON "case_pauses" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_pauses_open_uq" ON "case_pauses" USING btree ("case_id") WHERE received_at is null;