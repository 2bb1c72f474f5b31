-- Hits on rate counters, counted together (decisions 085, 111): each key's row is written once, in
-- key order, so two calls never wait for each other in a circle, and each item is answered the hits
-- it would have had alone, in the order given (countHit of lib/rate-counters.ts, in fixed windows of
-- p_window_ms). p_keys: [[hashed counter key, …] per item]. Answers [[{ "hits", "msLeft" } per key]
-- per item], in order.
CREATE OR REPLACE FUNCTION rate_hits(p_keys jsonb, p_window_ms integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb;
BEGIN
  WITH items AS (
    SELECT i.n, i.keys FROM jsonb_array_elements(p_keys) WITH ORDINALITY AS i(keys, n)
  ),
  keyed AS (
    SELECT items.n, k.key, k.j, row_number() OVER (PARTITION BY k.key ORDER BY items.n) AS nth,
      count(*) OVER (PARTITION BY k.key) AS in_call
    FROM items, jsonb_array_elements_text(items.keys) WITH ORDINALITY AS k(key, j)
  ),
  counted AS (
    INSERT INTO rate_counters AS r (key, hits, window_ends_at)
      SELECT key, count(*)::int, clock_timestamp() + p_window_ms * interval '1 millisecond'
      FROM keyed GROUP BY key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN excluded.hits ELSE r.hits + excluded.hits END,
      window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at
        ELSE r.window_ends_at END
    RETURNING r.key, r.hits,
      least(p_window_ms, greatest(0, ceil(extract(epoch FROM (r.window_ends_at - clock_timestamp())) * 1000)))::int
        AS ms_left
  ),
  hits AS (
    SELECT keyed.n, jsonb_agg(jsonb_build_object('hits', c.hits - keyed.in_call + keyed.nth, 'msLeft', c.ms_left)
                              ORDER BY keyed.j) AS hits
    FROM keyed JOIN counted c ON c.key = keyed.key
    GROUP BY keyed.n
  )
  SELECT coalesce(jsonb_agg(coalesce(h.hits, '[]'::jsonb) ORDER BY items.n), '[]'::jsonb)
  INTO answers
  FROM items LEFT JOIN hits h ON h.n = items.n;
  RETURN answers;
END;
$$;
