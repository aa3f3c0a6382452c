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
