-- The operation log is append-only for the application: rows are never updated or deleted (the hash
-- chain makes tampering visible; this makes it take a deliberate act of the database owner).
CREATE OR REPLACE FUNCTION notaria_operate_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operate_log is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER operate_log_no_change BEFORE UPDATE OR DELETE ON operate_log
  FOR EACH ROW EXECUTE FUNCTION notaria_operate_log_append_only();
--> statement-breakpoint
CREATE TRIGGER operate_log_no_truncate BEFORE TRUNCATE ON operate_log
  FOR EACH STATEMENT EXECUTE FUNCTION notaria_operate_log_append_only();
