CREATE TABLE "finance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer,
	"target_table" varchar(32) NOT NULL,
	"target_id" integer NOT NULL,
	"field" varchar(32) NOT NULL,
	"before" varchar(200) DEFAULT '' NOT NULL,
	"after" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(200) NOT NULL,
	"actor_id" integer NOT NULL,
	"approver_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"default_kind" varchar(16) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_number" varchar(32) DEFAULT '' NOT NULL,
	"number" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"status" varchar(16) DEFAULT 'ISSUED' NOT NULL,
	"red_of_id" integer,
	"provider" varchar(32) NOT NULL,
	"provider_ref" varchar(128) DEFAULT '' NOT NULL,
	"file_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"payment_no" varchar(64) NOT NULL,
	"payer" jsonb NOT NULL,
	"method" varchar(16) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"booked_month" varchar(7) NOT NULL,
	"cashier_id" integer NOT NULL,
	"external_ref" varchar(64) DEFAULT '' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'PAID' NOT NULL,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_booked_month" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"approval_id" integer,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"applied_by" integer NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"approval_id" integer,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"applied_by" integer NOT NULL,
	"decided_at" timestamp with time zone,
	"method" varchar(16),
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"booked_month" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD CONSTRAINT "finance_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_fee_id_case_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."case_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reductions" ADD CONSTRAINT "fee_reductions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reductions" ADD CONSTRAINT "fee_reductions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reductions" ADD CONSTRAINT "fee_reductions_fee_id_case_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."case_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_adjustments_tenant_idx" ON "finance_adjustments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_adjustments_case_idx" ON "finance_adjustments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "invoices_case_idx" ON "invoices" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_number_uq" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "payment_allocations_case_idx" ON "payment_allocations" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tenant_no_uq" ON "payments" USING btree ("tenant_id","payment_no");--> statement-breakpoint
CREATE INDEX "payments_case_idx" ON "payments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "payments_tenant_month_idx" ON "payments" USING btree ("tenant_id","booked_month");--> statement-breakpoint
CREATE INDEX "fee_reductions_case_idx" ON "fee_reductions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "refunds_case_idx" ON "refunds" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "refunds_tenant_month_idx" ON "refunds" USING btree ("tenant_id","booked_month");