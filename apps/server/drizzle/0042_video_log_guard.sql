-- 视频会议 keeps its log: video_events is a hash chain per meeting and append-only (never changed or removed).
CREATE OR REPLACE FUNCTION notaria_video_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '会议日志只能追加，不能修改或删除' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER video_events_no_change BEFORE UPDATE OR DELETE ON video_events
  FOR EACH ROW EXECUTE FUNCTION notaria_video_events_append_only();
--> statement-breakpoint
CREATE TRIGGER video_events_no_truncate BEFORE TRUNCATE ON video_events
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_video_events_append_only();
--> statement-breakpoint
-- A stored recording is evidence: its hashes and file never change once written.
CREATE OR REPLACE FUNCTION notaria_video_recordings_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '会议录像不能删除' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.file_id <> OLD.file_id OR NEW.sha256 <> OLD.sha256 OR NEW.sm3 <> OLD.sm3 OR NEW.size <> OLD.size THEN
    RAISE EXCEPTION '会议录像的文件与哈希不能修改' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_recordings_guard BEFORE UPDATE OR DELETE ON video_recordings
  FOR EACH ROW EXECUTE FUNCTION notaria_video_recordings_guard();
--> statement-breakpoint
-- Every office numbers its meetings (编号规则 meeting).
INSERT INTO number_rules (tenant_id, name, code, pattern, reset_cycle, description)
SELECT t.id, '视频会议编号', 'meeting', 'SP{year}{month}{day}{seq:3}', 'DAILY', '预约视频会议时生成'
FROM tenants t
ON CONFLICT (tenant_id, code) DO NOTHING;
