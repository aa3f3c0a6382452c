-- A closed month stays closed: the application may only add closings, never change or remove one.
CREATE OR REPLACE FUNCTION notaria_month_closings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'month_closings is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER month_closings_no_change BEFORE UPDATE OR DELETE ON month_closings
  FOR EACH ROW EXECUTE FUNCTION notaria_month_closings_append_only();
--> statement-breakpoint
CREATE TRIGGER month_closings_no_truncate BEFORE TRUNCATE ON month_closings
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_month_closings_append_only();
--> statement-breakpoint
-- 月度报表 gains 月结 and 导出: every role that sees the report may export it; the finance desk also closes months.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['finance:monthReport:export']) AS p ORDER BY p
) WHERE 'finance:monthReport' = ANY("permissions");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['finance:monthReport:close']) AS p ORDER BY p
) WHERE "code" = 'finance' AND 'finance:monthReport' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
