-- Application roles. Queries of the running product execute as one of these (SET LOCAL ROLE), never as
-- the connecting user, so row-level security applies even when that user is a superuser.
--   notaria_app     tenant-scoped work; sees only rows of app.tenant_id
--   notaria_system  sign-in, session lookup, seeding and the super administrator's tenant list
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'notaria_app') THEN
    CREATE ROLE notaria_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'notaria_system') THEN
    CREATE ROLE notaria_system NOLOGIN NOSUPERUSER BYPASSRLS;
  END IF;
  EXECUTE format('GRANT notaria_app, notaria_system TO %I', current_user);
END $$;
--> statement-breakpoint
-- Idempotent: grants both roles table rights and puts FORCE row-level security with the tenant
-- policy on every public table that has a tenant_id column (and on tenants itself, by id).
-- Called after every migration run, so a new tenant-owned table cannot be left unprotected.
CREATE OR REPLACE FUNCTION notaria_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  EXECUTE 'GRANT USAGE ON SCHEMA public TO notaria_app, notaria_system';
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO notaria_app, notaria_system';
  EXECUTE 'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO notaria_app, notaria_system';
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'tenant_isolation') THEN
      EXECUTE format($p$CREATE POLICY tenant_isolation ON public.%I
        USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
        WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t.relname);
    END IF;
  END LOOP;
  ALTER TABLE public.tenants ENABLE ROW LEVEL SECURITY;
  ALTER TABLE public.tenants FORCE ROW LEVEL SECURITY;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'tenants' AND policyname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON public.tenants
      USING (id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::int);
  END IF;
END $$;
