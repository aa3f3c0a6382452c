-- Contains-searches over a million cases (业务编号, 当事人姓名, 证件号) through GIN indexes of each value's 1-, 2- and
-- 3-character pieces. Row-level security lets an index serve only leakproof operators, and neither ILIKE nor
-- array containment is one, so the searches run in two SECURITY DEFINER functions that apply the organisation
-- condition of the tenant_isolation policy themselves (app.tenant_id unset: no rows) and return case ids only.
-- The pieces are a necessary condition; the ILIKE on the value decides, so the answers are those of ILIKE alone.
CREATE FUNCTION notaria_grams(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  l text := lower(t);
  n int := length(l);
  grams text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    grams := grams || substr(l, i, 1);
    IF i < n THEN grams := grams || substr(l, i, 2); END IF;
    IF i < n - 1 THEN grams := grams || substr(l, i, 3); END IF;
  END LOOP;
  RETURN grams;
END $$;
--> statement-breakpoint
-- The pieces every value containing `t` has: its 3-character pieces (or the 2- or 1-character one when shorter).
CREATE FUNCTION notaria_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, i, n)), '{}')
    FROM (SELECT lower(t) AS l, least(length(t), 3) AS n) s, generate_series(1, length(l) - n + 1) i
$$;
--> statement-breakpoint
CREATE INDEX "cases_number_grams_idx" ON "cases" USING gin (notaria_grams("business_number"));
--> statement-breakpoint
CREATE INDEX "case_parties_name_grams_idx" ON "case_parties" USING gin (notaria_grams("name"));
--> statement-breakpoint
CREATE INDEX "case_parties_id_number_grams_idx" ON "case_parties" USING gin (notaria_grams("id_number"));
--> statement-breakpoint
-- The organisation's cases whose 业务编号 contains `t` (`pattern`: t as an escaped ILIKE pattern, %t%).
CREATE FUNCTION notaria_cases_by_number(t text, pattern text) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public ROWS 20 AS $$
  SELECT id FROM cases
   WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
     AND notaria_grams(business_number) @> notaria_search_grams(t) AND business_number ILIKE pattern
$$;
--> statement-breakpoint
-- The organisation's cases with a party whose name or ID number contains `t`.
CREATE FUNCTION notaria_cases_by_party(t text, pattern text) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public ROWS 20 AS $$
  SELECT case_id FROM case_parties
   WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
     AND notaria_grams(name) @> notaria_search_grams(t) AND name ILIKE pattern
  UNION
  SELECT case_id FROM case_parties
   WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer
     AND notaria_grams(id_number) @> notaria_search_grams(t) AND id_number ILIKE pattern
$$;
