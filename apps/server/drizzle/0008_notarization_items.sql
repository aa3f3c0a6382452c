CREATE TABLE "business_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"form_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notarization_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"level" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"certificate_code" varchar(16) DEFAULT '' NOT NULL,
	"personal_appearance" boolean DEFAULT false NOT NULL,
	"approval_required" boolean DEFAULT true NOT NULL,
	"number_rule_id" integer,
	"fee" jsonb,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_configs" ADD CONSTRAINT "business_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_configs" ADD CONSTRAINT "business_configs_item_id_notarization_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."notarization_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_configs" ADD CONSTRAINT "business_configs_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarization_items" ADD CONSTRAINT "notarization_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarization_items" ADD CONSTRAINT "notarization_items_number_rule_id_number_rules_id_fk" FOREIGN KEY ("number_rule_id") REFERENCES "public"."number_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_configs_item_uq" ON "business_configs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "business_configs_form_idx" ON "business_configs" USING btree ("tenant_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notarization_items_tenant_code_uq" ON "notarization_items" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "notarization_items_parent_idx" ON "notarization_items" USING btree ("tenant_id","parent_id");