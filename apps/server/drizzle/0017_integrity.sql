CREATE TABLE "integrity_chain" (
	"tenant_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"ref" varchar(128) NOT NULL,
	"artefact_sha256" varchar(64) NOT NULL,
	"artefact_sm3" varchar(64) NOT NULL,
	"manifest" jsonb NOT NULL,
	"manifest_sha256" varchar(64) NOT NULL,
	"manifest_sm3" varchar(64) NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "integrity_chain_tenant_id_seq_pk" PRIMARY KEY("tenant_id","seq")
);
--> statement-breakpoint
CREATE TABLE "integrity_keys" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"algorithm" varchar(16) NOT NULL,
	"public_key" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"certificate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"signature_algorithm" varchar(16) DEFAULT 'SM2' NOT NULL,
	"tsa_url" varchar(300),
	"tsa_username" varchar(128),
	"tsa_sealed_password" text,
	"tsa_ca_certificate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_timestamps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"provider" varchar(8) NOT NULL,
	"tsa_name" varchar(300) NOT NULL,
	"serial" varchar(64) NOT NULL,
	"gen_time" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrity_chain" ADD CONSTRAINT "integrity_chain_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_keys" ADD CONSTRAINT "integrity_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_settings" ADD CONSTRAINT "integrity_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_timestamps" ADD CONSTRAINT "integrity_timestamps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrity_chain_artefact_sha256_idx" ON "integrity_chain" USING btree ("artefact_sha256");--> statement-breakpoint
CREATE INDEX "integrity_chain_artefact_sm3_idx" ON "integrity_chain" USING btree ("artefact_sm3");--> statement-breakpoint
CREATE INDEX "integrity_chain_manifest_sha256_idx" ON "integrity_chain" USING btree ("manifest_sha256");--> statement-breakpoint
CREATE INDEX "integrity_chain_manifest_sm3_idx" ON "integrity_chain" USING btree ("manifest_sm3");--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_keys_tenant_purpose_uq" ON "integrity_keys" USING btree ("tenant_id","purpose");--> statement-breakpoint
CREATE INDEX "integrity_timestamps_entry_idx" ON "integrity_timestamps" USING btree ("tenant_id","seq");--> statement-breakpoint
-- The integrity chain and its timestamp tokens are append-only for the application, as the operation log
-- (0005): the hash chain makes tampering visible; this makes it take a deliberate act of the database owner.
CREATE OR REPLACE FUNCTION notaria_integrity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER integrity_chain_no_change BEFORE UPDATE OR DELETE ON integrity_chain
  FOR EACH ROW EXECUTE FUNCTION notaria_integrity_append_only();
--> statement-breakpoint
CREATE TRIGGER integrity_chain_no_truncate BEFORE TRUNCATE ON integrity_chain
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_integrity_append_only();
--> statement-breakpoint
CREATE TRIGGER integrity_timestamps_no_change BEFORE UPDATE OR DELETE ON integrity_timestamps
  FOR EACH ROW EXECUTE FUNCTION notaria_integrity_append_only();
--> statement-breakpoint
CREATE TRIGGER integrity_timestamps_no_truncate BEFORE TRUNCATE ON integrity_timestamps
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_integrity_append_only();
