-- The archive room keeps what it received for decades:
-- * archive_movements is append-only (every change of custody stays on record);
-- * a volume is never deleted; what its manifest covers (number, case, catalogue facts, manifest, chain entry,
--   retention) never changes; DESTROYED and TRANSFERRED are final; a permanent volume never reaches DESTROYED
--   (also a CHECK on the table);
-- * archive_items (卷内目录) rows are never deleted or changed, except that file_id may be cleared once the
--   volume is DESTROYED (its name, size and hashes stay forever).
CREATE OR REPLACE FUNCTION notaria_archive_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '档案出入库记录只能追加，不能修改或删除' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER archive_movements_no_change BEFORE UPDATE OR DELETE ON archive_movements
  FOR EACH ROW EXECUTE FUNCTION notaria_archive_movements_append_only();
--> statement-breakpoint
CREATE TRIGGER archive_movements_no_truncate BEFORE TRUNCATE ON archive_movements
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_archive_movements_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_archive_volume_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '案卷不能删除' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status IN ('DESTROYED', 'TRANSFERRED') AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION '已销毁或已移交的案卷状态不能再变' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'DESTROYED' AND NEW.retention = 'PERMANENT' THEN
    RAISE EXCEPTION '永久保管的案卷不能销毁' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
    OR NEW.archive_no IS DISTINCT FROM OLD.archive_no
    OR NEW.case_id IS DISTINCT FROM OLD.case_id
    OR NEW.year IS DISTINCT FROM OLD.year
    OR NEW.category IS DISTINCT FROM OLD.category
    OR NEW.category_name IS DISTINCT FROM OLD.category_name
    OR NEW.case_number IS DISTINCT FROM OLD.case_number
    OR NEW.parties IS DISTINCT FROM OLD.parties
    OR NEW.matters IS DISTINCT FROM OLD.matters
    OR NEW.has_sub_volume IS DISTINCT FROM OLD.has_sub_volume
    OR NEW.retention IS DISTINCT FROM OLD.retention
    OR NEW.retention_years IS DISTINCT FROM OLD.retention_years
    OR NEW.retention_source IS DISTINCT FROM OLD.retention_source
    OR NEW.retention_until IS DISTINCT FROM OLD.retention_until
    OR NEW.item_count IS DISTINCT FROM OLD.item_count
    OR NEW.total_size IS DISTINCT FROM OLD.total_size
    OR NEW.manifest IS DISTINCT FROM OLD.manifest
    OR NEW.manifest_sha256 IS DISTINCT FROM OLD.manifest_sha256
    OR NEW.manifest_sm3 IS DISTINCT FROM OLD.manifest_sm3
    OR NEW.chain_seq IS DISTINCT FROM OLD.chain_seq
    OR NEW.received_by IS DISTINCT FROM OLD.received_by
    OR NEW.received_at IS DISTINCT FROM OLD.received_at
  THEN
    RAISE EXCEPTION '案卷已固定，卷内目录与固定清单不能更改' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER archive_volumes_guard BEFORE UPDATE OR DELETE ON archive_volumes
  FOR EACH ROW EXECUTE FUNCTION notaria_archive_volume_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_archive_item_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '卷内文件不能删除' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.file_id IS NULL AND OLD.file_id IS NOT NULL
    AND (SELECT status FROM archive_volumes WHERE id = OLD.volume_id) = 'DESTROYED'
    AND (to_jsonb(NEW) - 'file_id') = (to_jsonb(OLD) - 'file_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '卷内文件已固定，不能更改' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER archive_items_guard BEFORE UPDATE OR DELETE ON archive_items
  FOR EACH ROW EXECUTE FUNCTION notaria_archive_item_guard();
--> statement-breakpoint
CREATE TRIGGER archive_items_no_truncate BEFORE TRUNCATE ON archive_items
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_archive_movements_append_only();
