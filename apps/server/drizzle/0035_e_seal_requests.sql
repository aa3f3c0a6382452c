CREATE TABLE "e_seal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"source" varchar(16) NOT NULL,
	"document_id" integer,
	"source_file_id" varchar(64) NOT NULL,
	"document_name" varchar(200) NOT NULL,
	"seal_id" integer NOT NULL,
	"seal_name" varchar(100) DEFAULT '' NOT NULL,
	"page" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"size_mm" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" varchar(64) DEFAULT '' NOT NULL,
	"approval_id" integer,
	"provider" varchar(32) DEFAULT '' NOT NULL,
	"sha256_before" varchar(64) DEFAULT '' NOT NULL,
	"sm3_before" varchar(64) DEFAULT '' NOT NULL,
	"stamped_file_id" varchar(64),
	"sha256_after" varchar(64) DEFAULT '' NOT NULL,
	"sm3_after" varchar(64) DEFAULT '' NOT NULL,
	"signature" varchar(400) DEFAULT '' NOT NULL,
	"signed_payload" jsonb,
	"chain_seq" integer,
	"stamp_error" varchar(300) DEFAULT '' NOT NULL,
	"stamped_by" integer,
	"stamped_by_name" varchar(64) DEFAULT '' NOT NULL,
	"stamped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seal_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"seal_id" integer NOT NULL,
	"request_kind" varchar(32) NOT NULL,
	"request_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"document_name" varchar(200) NOT NULL,
	"impressions" integer NOT NULL,
	"document_sha256_before" varchar(64),
	"document_sha256_after" varchar(64),
	"signature" text,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seal_use_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"seal_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"dept_id" integer,
	"document_name" varchar(200) NOT NULL,
	"copies" integer NOT NULL,
	"impressions" integer NOT NULL,
	"purpose" varchar(500) NOT NULL,
	"counterparty" varchar(200) DEFAULT '' NOT NULL,
	"blank" boolean DEFAULT false NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"approval_id" integer,
	"stamped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_use_requests_counts_ck" CHECK ("seal_use_requests"."copies" > 0 and "seal_use_requests"."impressions" > 0)
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"seal_type" varchar(32) NOT NULL,
	"owner_user_id" integer,
	"keeper_id" integer,
	"image_file_id" varchar(64),
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seals_kind_ck" CHECK ("seals"."kind" in ('PHYSICAL', 'ELECTRONIC')),
	CONSTRAINT "seals_status_ck" CHECK ("seals"."status" in ('ACTIVE', 'DISABLED', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"voter_id" integer,
	"choices" jsonb NOT NULL,
	"cast_at" timestamp with time zone,
	CONSTRAINT "vote_ballots_voter_uq" UNIQUE("vote_id","voter_id"),
	CONSTRAINT "vote_ballots_named_ck" CHECK (("vote_ballots"."voter_id" is null) = ("vote_ballots"."cast_at" is null))
);
--> statement-breakpoint
CREATE TABLE "vote_participations" (
	"tenant_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "vote_participations_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vote_voters" (
	"tenant_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "vote_voters_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"options" jsonb NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"voter_scope" jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"hide_counts" boolean DEFAULT false NOT NULL,
	"quorum" varchar(16) NOT NULL,
	"pass_rule" varchar(32) NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"case_id" integer,
	"created_by" integer NOT NULL,
	"result" jsonb,
	"result_sha256" varchar(64) DEFAULT '' NOT NULL,
	"result_sm3" varchar(64) DEFAULT '' NOT NULL,
	"chain_seq" integer,
	"minutes_url" varchar(512) DEFAULT '' NOT NULL,
	"minutes_name" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_status_ck" CHECK ("votes"."status" in ('DRAFT', 'OPEN', 'CLOSED', 'CANCELLED')),
	CONSTRAINT "votes_result_ck" CHECK (("votes"."status" = 'CLOSED') = ("votes"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "e_seal_requests" ADD CONSTRAINT "e_seal_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_seal_requests" ADD CONSTRAINT "e_seal_requests_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_register" ADD CONSTRAINT "seal_register_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_register" ADD CONSTRAINT "seal_register_seal_id_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_use_requests" ADD CONSTRAINT "seal_use_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_use_requests" ADD CONSTRAINT "seal_use_requests_seal_id_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_keeper_id_users_id_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seals" ADD CONSTRAINT "seals_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_participations" ADD CONSTRAINT "vote_participations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_participations" ADD CONSTRAINT "vote_participations_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_seal_requests_applicant_idx" ON "e_seal_requests" USING btree ("tenant_id","applicant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_seal_requests_stamped_uq" ON "e_seal_requests" USING btree ("stamped_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seal_register_seq_uq" ON "seal_register" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "seal_register_seal_idx" ON "seal_register" USING btree ("tenant_id","seal_id","at");--> statement-breakpoint
CREATE INDEX "seal_register_at_idx" ON "seal_register" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "seal_use_requests_applicant_idx" ON "seal_use_requests" USING btree ("tenant_id","applicant_id","id");--> statement-breakpoint
CREATE INDEX "seal_use_requests_seal_idx" ON "seal_use_requests" USING btree ("tenant_id","seal_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "seals_name_uq" ON "seals" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "seals_keeper_idx" ON "seals" USING btree ("tenant_id","keeper_id");--> statement-breakpoint
CREATE INDEX "vote_ballots_vote_idx" ON "vote_ballots" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "votes_tenant_status_idx" ON "votes" USING btree ("tenant_id","status");