CREATE TABLE "evidence_artifacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"file_id" varchar(64),
	"name" varchar(200) NOT NULL,
	"mime" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"sm3" varchar(64) DEFAULT '' NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_capture_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'QUEUED' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"lease_until" timestamp with time zone,
	"worker" varchar(100) DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"batch_id" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"index" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"chain_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"evidence_no" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"capture_type" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(20) NOT NULL,
	"applicant_type" varchar(16) NOT NULL,
	"customer_id" integer NOT NULL,
	"applicant" jsonb NOT NULL,
	"operator_id" integer NOT NULL,
	"target_url" varchar(2000) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" varchar(500) DEFAULT '' NOT NULL,
	"manifest" jsonb,
	"manifest_sha256" varchar(64) DEFAULT '' NOT NULL,
	"manifest_sm3" varchar(64) DEFAULT '' NOT NULL,
	"chain_seq" integer,
	"sealed_at" timestamp with time zone,
	"confirmed_by" integer,
	"expires_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"certificate_file_id" varchar(64),
	"certificate_sha256" varchar(64) DEFAULT '' NOT NULL,
	"certificate_chain_seq" integer,
	"certificate_issued_at" timestamp with time zone,
	"case_id" integer,
	"discarded_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_upload_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"chain_hash" varchar(64) DEFAULT '' NOT NULL,
	"path" varchar(300) NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence_artifacts" ADD CONSTRAINT "evidence_artifacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_artifacts" ADD CONSTRAINT "evidence_artifacts_record_id_evidence_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."evidence_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_capture_jobs" ADD CONSTRAINT "evidence_capture_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_capture_jobs" ADD CONSTRAINT "evidence_capture_jobs_record_id_evidence_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."evidence_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_chunks" ADD CONSTRAINT "evidence_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_chunks" ADD CONSTRAINT "evidence_chunks_session_id_evidence_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evidence_upload_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_records" ADD CONSTRAINT "evidence_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_records" ADD CONSTRAINT "evidence_records_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_upload_sessions" ADD CONSTRAINT "evidence_upload_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_upload_sessions" ADD CONSTRAINT "evidence_upload_sessions_record_id_evidence_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."evidence_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_artifacts_seq_uq" ON "evidence_artifacts" USING btree ("record_id","seq");--> statement-breakpoint
CREATE INDEX "evidence_artifacts_sha256_idx" ON "evidence_artifacts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "evidence_capture_jobs_claim_idx" ON "evidence_capture_jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "evidence_capture_jobs_record_idx" ON "evidence_capture_jobs" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_chunks_uq" ON "evidence_chunks" USING btree ("session_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_records_no_uq" ON "evidence_records" USING btree ("tenant_id","evidence_no");--> statement-breakpoint
CREATE INDEX "evidence_records_list_idx" ON "evidence_records" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "evidence_records_manifest_sha256_idx" ON "evidence_records" USING btree ("manifest_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_upload_sessions_token_uq" ON "evidence_upload_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "evidence_upload_sessions_record_idx" ON "evidence_upload_sessions" USING btree ("record_id");