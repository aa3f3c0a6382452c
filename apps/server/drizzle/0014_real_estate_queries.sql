CREATE TABLE "real_estate_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"property_location" varchar(200) NOT NULL,
	"certificate_number" varchar(64) NOT NULL,
	"owner_name" varchar(64) NOT NULL,
	"owner_id_masked" varchar(32) DEFAULT '' NOT NULL,
	"channel" varchar(16) NOT NULL,
	"query_date" varchar(10) NOT NULL,
	"result" varchar(16) NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_estate_queries" ADD CONSTRAINT "real_estate_queries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estate_queries" ADD CONSTRAINT "real_estate_queries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "real_estate_queries_case_idx" ON "real_estate_queries" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "real_estate_queries_date_idx" ON "real_estate_queries" USING btree ("tenant_id","query_date");