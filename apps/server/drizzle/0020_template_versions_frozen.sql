-- A published template version is frozen: case documents keep the version they were made from, so its rows are
-- never updated or deleted by the application (publishing makes a new version instead).
CREATE OR REPLACE FUNCTION notaria_template_version_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'doc_template_versions are frozen once published';
END $$;
--> statement-breakpoint
CREATE TRIGGER doc_template_versions_frozen BEFORE UPDATE OR DELETE ON doc_template_versions
  FOR EACH ROW EXECUTE FUNCTION notaria_template_version_frozen();
