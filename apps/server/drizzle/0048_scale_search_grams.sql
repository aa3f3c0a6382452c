-- A search needs only some of the pieces every match has: up to four non-overlapping 3-character pieces from the
-- end of the text (the distinctive part of numbers), so the GIN index merges four posting lists instead of one per
-- position. Still a necessary condition: the ILIKE decides.
CREATE OR REPLACE FUNCTION notaria_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, greatest(length(l) - 3 * k - n + 1, 1), n)), '{}')
    FROM (SELECT lower(t) AS l, least(length(t), 3) AS n) s, generate_series(0, least(3, (length(l) - n) / 3)) k
$$;
