CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"parent_key" varchar(64),
	"name" varchar(64) NOT NULL,
	"value" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"approver_type" varchar(16) NOT NULL,
	"approver_role_id" integer,
	"approver_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"category" varchar(16) DEFAULT 'OA' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"tenant_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "number_counters_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "number_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"number" varchar(200) NOT NULL,
	"period" varchar(8) NOT NULL,
	"seq" integer NOT NULL,
	"status" varchar(8) DEFAULT 'ISSUED' NOT NULL,
	"business_type" varchar(32) DEFAULT '' NOT NULL,
	"business_id" varchar(64) DEFAULT '' NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"pattern" varchar(200) NOT NULL,
	"reset_cycle" varchar(8) DEFAULT 'YEARLY' NOT NULL,
	"start_value" integer DEFAULT 1 NOT NULL,
	"office_abbr" varchar(32) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operate_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"account" varchar(64) DEFAULT '' NOT NULL,
	"user_name" varchar(32) DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"module" varchar(32) NOT NULL,
	"action" varchar(32) NOT NULL,
	"target_id" varchar(64) DEFAULT '' NOT NULL,
	"request_id" varchar(64) DEFAULT '' NOT NULL,
	"method" varchar(8) DEFAULT '' NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"result" varchar(8) NOT NULL,
	"error_code" varchar(32) DEFAULT '' NOT NULL,
	"message" varchar(300) DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"subject_name" varchar(64) DEFAULT '' NOT NULL,
	"subject_id_no" varchar(32) DEFAULT '' NOT NULL,
	"result" varchar(8) NOT NULL,
	"score" integer,
	"business_type" varchar(32) DEFAULT '' NOT NULL,
	"business_id" varchar(64) DEFAULT '' NOT NULL,
	"report_url" varchar(512) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "work_tenant_id" integer;--> statement-breakpoint
ALTER TABLE "dict_entries" ADD CONSTRAINT "dict_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_steps" ADD CONSTRAINT "flow_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_steps" ADD CONSTRAINT "flow_steps_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_counters" ADD CONSTRAINT "number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_counters" ADD CONSTRAINT "number_counters_rule_id_number_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."number_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_ledger" ADD CONSTRAINT "number_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_ledger" ADD CONSTRAINT "number_ledger_rule_id_number_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."number_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_rules" ADD CONSTRAINT "number_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operate_log" ADD CONSTRAINT "operate_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reports" ADD CONSTRAINT "verification_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_entries_tenant_key_uq" ON "dict_entries" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "dict_entries_parent_idx" ON "dict_entries" USING btree ("tenant_id","parent_key");--> statement-breakpoint
CREATE INDEX "flow_steps_flow_idx" ON "flow_steps" USING btree ("flow_id","sort");--> statement-breakpoint
CREATE INDEX "flow_steps_role_idx" ON "flow_steps" USING btree ("approver_role_id");--> statement-breakpoint
CREATE INDEX "flow_steps_user_idx" ON "flow_steps" USING btree ("approver_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flows_tenant_code_uq" ON "flows" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "number_ledger_rule_period_seq_uq" ON "number_ledger" USING btree ("rule_id","period","seq");--> statement-breakpoint
CREATE INDEX "number_ledger_tenant_number_idx" ON "number_ledger" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "number_ledger_tenant_issued_idx" ON "number_ledger" USING btree ("tenant_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "number_rules_tenant_code_uq" ON "number_rules" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "operate_log_tenant_id_idx" ON "operate_log" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "operate_log_tenant_at_idx" ON "operate_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "verification_reports_user_idx" ON "verification_reports" USING btree ("tenant_id","user_id","created_at");