-- Approval decisions are the record of who decided what and when: the application may only add them.
CREATE OR REPLACE FUNCTION notaria_approval_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'approval_decisions is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER approval_decisions_no_change BEFORE UPDATE OR DELETE ON approval_decisions
  FOR EACH ROW EXECUTE FUNCTION notaria_approval_decisions_append_only();
--> statement-breakpoint
CREATE TRIGGER approval_decisions_no_truncate BEFORE TRUNCATE ON approval_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_approval_decisions_append_only();
--> statement-breakpoint
-- 办公审批 now holds one's own requests (我的申请) beside the approvals waiting on one: roles that may apply reach it.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['oa:approve']) AS p ORDER BY p
) WHERE 'oa:apply' = ANY("permissions") AND NOT ('oa:approve' = ANY("permissions"));
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
