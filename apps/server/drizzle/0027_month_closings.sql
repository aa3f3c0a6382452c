CREATE TABLE "month_closings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_by_name" varchar(32) DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"totals" jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"sm3" varchar(64) NOT NULL,
	"chain_seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "month_closings" ADD CONSTRAINT "month_closings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "month_closings_tenant_month_uq" ON "month_closings" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "month_closings_tenant_idx" ON "month_closings" USING btree ("tenant_id");