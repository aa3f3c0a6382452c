-- A line's money history and the adjustment log are only ever added to: a cancelled payment adds negative
-- allocation rows, a correction adds an adjustment row.
CREATE OR REPLACE FUNCTION notaria_finance_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_no_change BEFORE UPDATE OR DELETE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION notaria_finance_append_only();
--> statement-breakpoint
CREATE TRIGGER payment_allocations_no_truncate BEFORE TRUNCATE ON payment_allocations
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_finance_append_only();
--> statement-breakpoint
CREATE TRIGGER finance_adjustments_no_change BEFORE UPDATE OR DELETE ON finance_adjustments
  FOR EACH ROW EXECUTE FUNCTION notaria_finance_append_only();
--> statement-breakpoint
CREATE TRIGGER finance_adjustments_no_truncate BEFORE TRUNCATE ON finance_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_finance_append_only();
--> statement-breakpoint
-- Roles that keep 收费列表 take money there now: they gain its functions once.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
    'finance:list:collect', 'finance:list:invoice', 'finance:list:refundApply',
    'finance:list:reductionApply', 'finance:list:cancelPayment', 'finance:list:export'
  ]) AS p ORDER BY p
) WHERE 'finance:list' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
