CREATE TABLE "case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(16) DEFAULT '' NOT NULL,
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" varchar(32) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"fee_type" varchar(32) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" varchar(64) NOT NULL,
	"parent_item_name" varchar(64) DEFAULT '' NOT NULL,
	"category_name" varchar(64) DEFAULT '' NOT NULL,
	"certificate_number" varchar(200) DEFAULT '' NOT NULL,
	"ledger_id" integer
);
--> statement-breakpoint
CREATE TABLE "case_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(32) DEFAULT '' NOT NULL,
	"original_seen" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'RECEIVED' NOT NULL,
	"file_url" varchar(512) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"customer_type" varchar(16) NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"id_number" varchar(32) DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_number" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"status_before_special" varchar(16),
	"handler_id" integer NOT NULL,
	"assistant_id" integer,
	"approver_id" integer,
	"purpose" varchar(200) DEFAULT '' NOT NULL,
	"use_country" varchar(32) DEFAULT '' NOT NULL,
	"language" varchar(16) DEFAULT '' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"form_id" integer,
	"form_version" integer,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fee_confirmed" boolean DEFAULT false NOT NULL,
	"special_kind" varchar(16) DEFAULT '' NOT NULL,
	"special_reason" varchar(500) DEFAULT '' NOT NULL,
	"approval_opinion" varchar(500) DEFAULT '' NOT NULL,
	"archive_number" varchar(64) DEFAULT '' NOT NULL,
	"volume_type" varchar(16) DEFAULT '' NOT NULL,
	"retention_years" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"certified_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"suspended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fees" ADD CONSTRAINT "case_fees_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_items" ADD CONSTRAINT "case_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_items" ADD CONSTRAINT "case_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_materials" ADD CONSTRAINT "case_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_materials" ADD CONSTRAINT "case_materials_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_parties" ADD CONSTRAINT "case_parties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_parties" ADD CONSTRAINT "case_parties_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "case_fees_case_idx" ON "case_fees" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_items_case_idx" ON "case_items" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_items_item_idx" ON "case_items" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "case_materials_case_idx" ON "case_materials" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_parties_case_idx" ON "case_parties" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_parties_name_idx" ON "case_parties" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_tenant_number_uq" ON "cases" USING btree ("tenant_id","business_number");--> statement-breakpoint
CREATE INDEX "cases_tenant_status_idx" ON "cases" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "cases_tenant_handler_idx" ON "cases" USING btree ("tenant_id","handler_id");--> statement-breakpoint
CREATE INDEX "cases_tenant_created_idx" ON "cases" USING btree ("tenant_id","created_at");