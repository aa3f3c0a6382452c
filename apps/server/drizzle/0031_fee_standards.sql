CREATE TABLE "fee_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"fee_code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"item_id" integer,
	"fee_type" varchar(32) DEFAULT 'NOTARY_FEE' NOT NULL,
	"mode" varchar(24) NOT NULL,
	"unit_fen" bigint DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_fen" bigint DEFAULT 0 NOT NULL,
	"max_fen" bigint,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"source_doc" varchar(200) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_standards" ADD CONSTRAINT "fee_standards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_standards_code_version_uq" ON "fee_standards" USING btree ("tenant_id","fee_code","version");--> statement-breakpoint
CREATE INDEX "fee_standards_item_idx" ON "fee_standards" USING btree ("tenant_id","item_id");