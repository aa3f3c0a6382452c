-- 电子签章: a stamped request is final. Its file, both hashes, signature and chain entry never change, and no
-- request is deleted; a STAMPED row must carry the stamped file and hashes that differ from the original's.
ALTER TABLE e_seal_requests ADD CONSTRAINT e_seal_requests_stamped_ck CHECK (
  status <> 'STAMPED' OR (stamped_file_id IS NOT NULL AND sha256_before <> '' AND sha256_after <> '' AND sha256_after <> sha256_before AND signature <> '')
);
--> statement-breakpoint
ALTER TABLE e_seal_requests ADD CONSTRAINT e_seal_requests_status_ck CHECK (status IN ('PENDING', 'APPROVED', 'STAMPED', 'REJECTED', 'WITHDRAWN'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_e_seal_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '电子签章申请不能删除' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status = 'STAMPED' THEN
    RAISE EXCEPTION '已签章的申请不能再修改' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
    OR NEW.source_file_id IS DISTINCT FROM OLD.source_file_id
    OR NEW.seal_id IS DISTINCT FROM OLD.seal_id
    OR NEW.page IS DISTINCT FROM OLD.page OR NEW.x IS DISTINCT FROM OLD.x OR NEW.y IS DISTINCT FROM OLD.y
    OR NEW.size_mm IS DISTINCT FROM OLD.size_mm
    OR NEW.sha256_before IS DISTINCT FROM OLD.sha256_before
  THEN
    RAISE EXCEPTION '电子签章申请提交后，文件、印章和位置不能修改' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER e_seal_requests_guard BEFORE UPDATE OR DELETE ON e_seal_requests
  FOR EACH ROW EXECUTE FUNCTION notaria_e_seal_guard();
