CREATE TABLE "archive_borrows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"volume_id" integer NOT NULL,
	"borrower_id" integer NOT NULL,
	"borrower_name" varchar(100) DEFAULT '' NOT NULL,
	"purpose" varchar(500) DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"approval_id" integer,
	"lent_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"volume_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"approval_id" integer,
	"package_sha256" varchar(64) DEFAULT '' NOT NULL,
	"package_sm3" varchar(64) DEFAULT '' NOT NULL,
	"package_size" bigint,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_handover_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"volume_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_id" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"sub_volume" boolean DEFAULT false NOT NULL,
	"file_id" varchar(64),
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"mime" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"sha256" varchar(64) DEFAULT '' NOT NULL,
	"sm3" varchar(64) DEFAULT '' NOT NULL,
	"pages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"kind" varchar(16) NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"name" varchar(100) NOT NULL,
	"capacity" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"volume_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer,
	"to_org" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"approval_id" integer,
	"borrow_id" integer,
	"download_id" integer,
	"package_sha256" varchar(64) DEFAULT '' NOT NULL,
	"by_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"volume_ids" jsonb NOT NULL,
	"to_org" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"list_sha256" varchar(64) DEFAULT '' NOT NULL,
	"approval_id" integer,
	"created_by" integer NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_retention_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"category" varchar(64) DEFAULT '' NOT NULL,
	"category_name" varchar(64) DEFAULT '' NOT NULL,
	"retention" varchar(16) NOT NULL,
	"years" integer,
	"source" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_retention_rules_years_ck" CHECK (("archive_retention_rules"."retention" = 'PERMANENT') = ("archive_retention_rules"."years" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "archive_verify_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"volume_id" integer,
	"volumes" integer DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"failed_volumes" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"by_user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_volumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"archive_no" varchar(64) NOT NULL,
	"case_id" integer NOT NULL,
	"year" integer NOT NULL,
	"category" varchar(64) DEFAULT '' NOT NULL,
	"category_name" varchar(64) DEFAULT '' NOT NULL,
	"case_number" varchar(64) DEFAULT '' NOT NULL,
	"parties" varchar(500) DEFAULT '' NOT NULL,
	"matters" varchar(500) DEFAULT '' NOT NULL,
	"volume_kind" varchar(16) DEFAULT 'ORDINARY' NOT NULL,
	"has_sub_volume" boolean DEFAULT false NOT NULL,
	"retention" varchar(16) NOT NULL,
	"retention_years" integer,
	"retention_source" varchar(500) DEFAULT '' NOT NULL,
	"retention_until" date,
	"status" varchar(16) DEFAULT 'IN_STORE' NOT NULL,
	"location_id" integer,
	"box_no" varchar(64) DEFAULT '' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"total_size" bigint DEFAULT 0 NOT NULL,
	"manifest" jsonb NOT NULL,
	"manifest_sha256" varchar(64) NOT NULL,
	"manifest_sm3" varchar(64) NOT NULL,
	"chain_seq" integer NOT NULL,
	"received_by" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"last_verified_at" timestamp with time zone,
	"last_verify_ok" boolean,
	"transferred_at" timestamp with time zone,
	"destroyed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_volumes_permanent_kept_ck" CHECK (NOT ("archive_volumes"."retention" = 'PERMANENT' AND "archive_volumes"."status" = 'DESTROYED')),
	CONSTRAINT "archive_volumes_until_ck" CHECK (("archive_volumes"."retention" = 'PERMANENT') = ("archive_volumes"."retention_until" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "archive_borrows" ADD CONSTRAINT "archive_borrows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_borrows" ADD CONSTRAINT "archive_borrows_volume_id_archive_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."archive_volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_downloads" ADD CONSTRAINT "archive_downloads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_downloads" ADD CONSTRAINT "archive_downloads_volume_id_archive_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."archive_volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_handover_flags" ADD CONSTRAINT "archive_handover_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_handover_flags" ADD CONSTRAINT "archive_handover_flags_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_items" ADD CONSTRAINT "archive_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_items" ADD CONSTRAINT "archive_items_volume_id_archive_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."archive_volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_locations" ADD CONSTRAINT "archive_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movements" ADD CONSTRAINT "archive_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movements" ADD CONSTRAINT "archive_movements_volume_id_archive_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."archive_volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_requests" ADD CONSTRAINT "archive_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_retention_rules" ADD CONSTRAINT "archive_retention_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_verify_reports" ADD CONSTRAINT "archive_verify_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_volumes" ADD CONSTRAINT "archive_volumes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_volumes" ADD CONSTRAINT "archive_volumes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_volumes" ADD CONSTRAINT "archive_volumes_location_id_archive_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."archive_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_borrows_volume_idx" ON "archive_borrows" USING btree ("tenant_id","volume_id");--> statement-breakpoint
CREATE INDEX "archive_borrows_status_idx" ON "archive_borrows" USING btree ("tenant_id","status","due_on");--> statement-breakpoint
CREATE INDEX "archive_downloads_volume_idx" ON "archive_downloads" USING btree ("tenant_id","volume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_handover_flags_case_uq" ON "archive_handover_flags" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_items_seq_uq" ON "archive_items" USING btree ("volume_id","seq");--> statement-breakpoint
CREATE INDEX "archive_items_sha256_idx" ON "archive_items" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "archive_locations_parent_idx" ON "archive_locations" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "archive_movements_volume_idx" ON "archive_movements" USING btree ("volume_id","at");--> statement-breakpoint
CREATE INDEX "archive_requests_status_idx" ON "archive_requests" USING btree ("tenant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_retention_rules_category_uq" ON "archive_retention_rules" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "archive_verify_reports_idx" ON "archive_verify_reports" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_volumes_no_uq" ON "archive_volumes" USING btree ("tenant_id","archive_no");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_volumes_case_uq" ON "archive_volumes" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "archive_volumes_list_idx" ON "archive_volumes" USING btree ("tenant_id","year","status");