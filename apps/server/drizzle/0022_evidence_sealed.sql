-- Sealed evidence (SEALED, TIMESTAMPED, EXPIRED) never changes and is never deleted: what the manifest covers is
-- frozen, the status only moves forward among the sealed ones, and a record linked to a notarization case stays.
-- Still allowed once sealed: the certificate, case, retention and purge columns of the record, and an artefact's
-- file_id cleared when its bytes are purged after expiry (its name, size and hashes stay).
CREATE OR REPLACE FUNCTION notaria_evidence_sealed(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('SEALED', 'TIMESTAMPED', 'EXPIRED')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_evidence_record_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF notaria_evidence_sealed(OLD.status) THEN RAISE EXCEPTION '已固定的证据不能删除' USING ERRCODE = 'check_violation'; END IF;
    IF OLD.case_id IS NOT NULL THEN RAISE EXCEPTION '已申请出证的证据不能删除' USING ERRCODE = 'check_violation'; END IF;
    RETURN OLD;
  END IF;
  IF OLD.case_id IS NOT NULL AND NEW.case_id IS DISTINCT FROM OLD.case_id THEN
    RAISE EXCEPTION '证据关联的公证业务不能更改' USING ERRCODE = 'check_violation';
  END IF;
  IF notaria_evidence_sealed(OLD.status) AND (
    NOT notaria_evidence_sealed(NEW.status)
    OR (OLD.status = 'TIMESTAMPED' AND NEW.status = 'SEALED')
    OR (OLD.status = 'EXPIRED' AND NEW.status <> 'EXPIRED')
    OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
    OR NEW.evidence_no IS DISTINCT FROM OLD.evidence_no
    OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.capture_type IS DISTINCT FROM OLD.capture_type
    OR NEW.title IS DISTINCT FROM OLD.title
    OR NEW.applicant_type IS DISTINCT FROM OLD.applicant_type
    OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
    OR NEW.applicant IS DISTINCT FROM OLD.applicant
    OR NEW.operator_id IS DISTINCT FROM OLD.operator_id
    OR NEW.target_url IS DISTINCT FROM OLD.target_url
    OR NEW.started_at IS DISTINCT FROM OLD.started_at
    OR NEW.ended_at IS DISTINCT FROM OLD.ended_at
    OR NEW.device IS DISTINCT FROM OLD.device
    OR NEW.manifest IS DISTINCT FROM OLD.manifest
    OR NEW.manifest_sha256 IS DISTINCT FROM OLD.manifest_sha256
    OR NEW.manifest_sm3 IS DISTINCT FROM OLD.manifest_sm3
    OR NEW.chain_seq IS DISTINCT FROM OLD.chain_seq
    OR NEW.sealed_at IS DISTINCT FROM OLD.sealed_at
    OR NEW.confirmed_by IS DISTINCT FROM OLD.confirmed_by
  ) THEN
    RAISE EXCEPTION '已固定的证据不能更改' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER evidence_records_sealed BEFORE UPDATE OR DELETE ON evidence_records
  FOR EACH ROW EXECUTE FUNCTION notaria_evidence_record_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_evidence_artifact_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  record_status text;
BEGIN
  SELECT status INTO record_status FROM evidence_records WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.record_id ELSE OLD.record_id END;
  IF NOT notaria_evidence_sealed(record_status) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.file_id IS NULL
    AND (to_jsonb(NEW) - 'file_id') = (to_jsonb(OLD) - 'file_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '已固定的证据文件不能添加、更改或删除' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER evidence_artifacts_sealed BEFORE INSERT OR UPDATE OR DELETE ON evidence_artifacts
  FOR EACH ROW EXECUTE FUNCTION notaria_evidence_artifact_guard();
--> statement-breakpoint
-- 取证/存证 gained functions (取证·存证, 确认证据, 续期, 删除, 申请出证): roles that held a page keep what it allowed.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
    'evidence:obtainList:create', 'evidence:obtainList:confirm', 'evidence:obtainList:delete', 'evidence:obtainList:apply'
  ]) AS p ORDER BY p
) WHERE 'evidence:obtainList' = ANY("permissions");
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
    'evidence:existList:create', 'evidence:existList:renew', 'evidence:existList:confirm', 'evidence:existList:delete', 'evidence:existList:apply'
  ]) AS p ORDER BY p
) WHERE 'evidence:existList' = ANY("permissions");
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
