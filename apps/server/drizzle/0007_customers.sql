CREATE TABLE "institution_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"licence_type" varchar(32) DEFAULT '' NOT NULL,
	"legal_rep_name" varchar(64) DEFAULT '' NOT NULL,
	"legal_rep_id_type" varchar(16) DEFAULT '' NOT NULL,
	"legal_rep_id_number" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"contact_phone" varchar(32) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"former_names" varchar(128) DEFAULT '' NOT NULL,
	"gender" varchar(8) DEFAULT 'UNKNOWN' NOT NULL,
	"birth_date" varchar(10) DEFAULT '' NOT NULL,
	"id_type" varchar(16) NOT NULL,
	"id_number" varchar(32) NOT NULL,
	"nationality" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"employer" varchar(128) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institution_customers" ADD CONSTRAINT "institution_customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_customers" ADD CONSTRAINT "personal_customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institution_customers_code_uq" ON "institution_customers" USING btree ("tenant_id","credit_code");--> statement-breakpoint
CREATE INDEX "institution_customers_name_idx" ON "institution_customers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_customers_id_uq" ON "personal_customers" USING btree ("tenant_id","id_type","id_number");--> statement-breakpoint
CREATE INDEX "personal_customers_name_idx" ON "personal_customers" USING btree ("tenant_id","name");