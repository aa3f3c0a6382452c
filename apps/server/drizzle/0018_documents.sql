CREATE TABLE "case_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"method" varchar(16) NOT NULL,
	"recipient" varchar(64) NOT NULL,
	"delivered_on" date NOT NULL,
	"tracking_number" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"receipt_document_id" integer,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_document_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"editor_id" integer NOT NULL,
	"editor_name" varchar(32) DEFAULT '' NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"case_item_id" integer,
	"kind" varchar(32) NOT NULL,
	"title" varchar(128) NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"replaces_id" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"page" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"certificate_number" varchar(200) DEFAULT '' NOT NULL,
	"locked_by" integer,
	"lock_expires_at" timestamp with time zone,
	"pdf_file_id" varchar(64),
	"sha256" varchar(64) DEFAULT '' NOT NULL,
	"sm3" varchar(64) DEFAULT '' NOT NULL,
	"content_sha256" varchar(64) DEFAULT '' NOT NULL,
	"chain_seq" integer,
	"finalized_by" integer,
	"finalized_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_edit_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"office_full_name" varchar(128) DEFAULT '' NOT NULL,
	"seal_file_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"page" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"docx_file_id" varchar(64),
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"scope" varchar(16) NOT NULL,
	"owner_id" integer,
	"kind" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"engine" varchar(16) DEFAULT 'TIPTAP' NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"page" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"docx_file_id" varchar(64),
	"revision" integer DEFAULT 0 NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_deliveries" ADD CONSTRAINT "case_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_deliveries" ADD CONSTRAINT "case_deliveries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_document_revisions" ADD CONSTRAINT "case_document_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_document_revisions" ADD CONSTRAINT "case_document_revisions_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_edit_tokens" ADD CONSTRAINT "doc_edit_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_edit_tokens" ADD CONSTRAINT "doc_edit_tokens_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_settings" ADD CONSTRAINT "doc_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_template_versions" ADD CONSTRAINT "doc_template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_template_versions" ADD CONSTRAINT "doc_template_versions_template_id_doc_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."doc_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_templates" ADD CONSTRAINT "doc_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_deliveries_case_idx" ON "case_deliveries" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_document_revisions_uq" ON "case_document_revisions" USING btree ("document_id","revision");--> statement-breakpoint
CREATE INDEX "case_documents_case_idx" ON "case_documents" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "case_documents_sha256_idx" ON "case_documents" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_edit_tokens_hash_uq" ON "doc_edit_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_template_versions_uq" ON "doc_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "doc_templates_tenant_kind_idx" ON "doc_templates" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "doc_templates_scope_idx" ON "doc_templates" USING btree ("scope");--> statement-breakpoint
-- Public templates are read by every office (writes go through the service, which checks publicEdit).
CREATE POLICY public_templates_read ON "doc_templates" FOR SELECT USING (scope = 'PUBLIC');--> statement-breakpoint
CREATE POLICY public_template_versions_read ON "doc_template_versions" FOR SELECT
  USING (EXISTS (SELECT 1 FROM doc_templates t WHERE t.id = template_id AND t.scope = 'PUBLIC'));
