-- 在线表决 keeps what was cast:
-- * vote_ballots, vote_participations and vote_voters are append-only (a ballot is never changed or withdrawn,
--   the voter list frozen at opening never changes);
-- * a closed or cancelled vote is final: only its minutes may still be attached.
CREATE OR REPLACE FUNCTION notaria_vote_rows_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '选票与表决名单只能追加，不能修改或删除' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER vote_ballots_no_change BEFORE UPDATE OR DELETE ON vote_ballots
  FOR EACH ROW EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE TRIGGER vote_ballots_no_truncate BEFORE TRUNCATE ON vote_ballots
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE TRIGGER vote_participations_no_change BEFORE UPDATE OR DELETE ON vote_participations
  FOR EACH ROW EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE TRIGGER vote_participations_no_truncate BEFORE TRUNCATE ON vote_participations
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE TRIGGER vote_voters_no_change BEFORE UPDATE OR DELETE ON vote_voters
  FOR EACH ROW EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE TRIGGER vote_voters_no_truncate BEFORE TRUNCATE ON vote_voters
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_vote_rows_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notaria_vote_final_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '表决不能删除' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status IN ('CLOSED', 'CANCELLED')
     AND (to_jsonb(NEW) - 'minutes_url' - 'minutes_name' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'minutes_url' - 'minutes_name' - 'updated_at') THEN
    RAISE EXCEPTION '已结束或已取消的表决不能再修改' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER votes_final BEFORE UPDATE OR DELETE ON votes
  FOR EACH ROW EXECUTE FUNCTION notaria_vote_final_guard();
--> statement-breakpoint
-- Every role that reads 通知公告 may take part in votes (在线表决 page only: voting needs nothing more).
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['oa:vote']) AS p ORDER BY p
) WHERE 'oa:notice' = ANY("permissions") AND NOT ('oa:vote' = ANY("permissions"));
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
