-- A fee standard version used by a case fee line never changes: only closing it (effective_to) is allowed,
-- and it cannot be deleted. Unused versions may still be corrected or removed.
CREATE OR REPLACE FUNCTION notaria_fee_standards_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM case_fees WHERE fee_standard_id = OLD.id) THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION '收费标准已用于业务收费，不能删除';
    END IF;
    IF (NEW.tenant_id, NEW.fee_code, NEW.name, NEW.item_id, NEW.fee_type, NEW.mode, NEW.unit_fen, NEW.tiers, NEW.min_fen,
        NEW.max_fen, NEW.effective_from, NEW.version, NEW.source_doc)
       IS DISTINCT FROM (OLD.tenant_id, OLD.fee_code, OLD.name, OLD.item_id, OLD.fee_type, OLD.mode, OLD.unit_fen, OLD.tiers,
        OLD.min_fen, OLD.max_fen, OLD.effective_from, OLD.version, OLD.source_doc) THEN
      RAISE EXCEPTION '收费标准已用于业务收费，不能修改，请发布新版本';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_standards_guard BEFORE UPDATE OR DELETE ON fee_standards
  FOR EACH ROW EXECUTE FUNCTION notaria_fee_standards_guard();
--> statement-breakpoint
-- Roles that keep 收费维护 maintain the fee standards there now: they gain its functions once.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['finance:maintainList:editStandard', 'finance:maintainList:adjust']) AS p ORDER BY p
) WHERE 'finance:maintainList' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
