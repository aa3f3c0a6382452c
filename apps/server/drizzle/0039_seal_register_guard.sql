-- 用印登记簿 is the record of every stamping: the application may only add rows (each chained to the previous one).
CREATE OR REPLACE FUNCTION notaria_seal_register_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'seal_register is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER seal_register_no_change BEFORE UPDATE OR DELETE ON seal_register
  FOR EACH ROW EXECUTE FUNCTION notaria_seal_register_append_only();
--> statement-breakpoint
CREATE TRIGGER seal_register_no_truncate BEFORE TRUNCATE ON seal_register
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_seal_register_append_only();
--> statement-breakpoint
-- 印章管理 (oa:seal) is new: offices seeded before it give it to their 主任 role, as new offices are seeded.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['oa:seal', 'oa:seal:add', 'oa:seal:update', 'oa:seal:register', 'oa:seal:export']) AS p ORDER BY p
) WHERE "code" = 'director' AND NOT ('oa:seal' = ANY("permissions"));
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
