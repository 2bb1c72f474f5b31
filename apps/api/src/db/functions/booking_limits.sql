-- Rate counters hit for every request of the same moment together (decisions 085, 111): a booking
-- request refused before create_bookings (which counts the others itself), the desk's bookings and
-- changes, and the hourly mail caps. Each key's counter row is written once per call, not once per
-- request, so concurrent requests from one address do not queue on its row lock. An item with a
-- user_id (a server of the previous release, during a rolling restart) also gets the passengers in
-- that account's unpaid bookings, through bookings_unpaid_user_idx.
-- p_items: [{ "user_id": uuid or null, "keys": [hashed counter key, …] }], in the order the requests
-- arrived. Answers per item, in order: { "hits": [{ "hits", "msLeft" } per key], "held": [{ "flightId",
-- "passengers" } of the account's unpaid bookings] } — each request's hit counted as if it came alone,
-- in that order (countHit of lib/rate-counters.ts, in fixed windows of p_window_ms).
-- PL/pgSQL, so that a connection plans the statement once, not at every call.
CREATE OR REPLACE FUNCTION booking_limits(p_items jsonb, p_window_ms integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb;
BEGIN
  -- a hit lost with the last moments before a crash lets a request through; nothing else is
  -- written here, so the request need not wait for its hits to reach the disk
  PERFORM set_config('synchronous_commit', 'off', true);
  WITH items AS (
    SELECT i.n, i.item FROM jsonb_array_elements(p_items) WITH ORDINALITY AS i(item, n)
  ),
  keyed AS (
    SELECT items.n, k.key, k.j, row_number() OVER (PARTITION BY k.key ORDER BY items.n) AS nth,
      count(*) OVER (PARTITION BY k.key) AS in_call
    FROM items, jsonb_array_elements_text(items.item->'keys') WITH ORDINALITY AS k(key, j)
  ),
  counted AS (
    -- one row per key, locked in key order: two calls never wait for each other in a circle
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
  ),
  held AS (
    -- account by account, each through the index of unpaid bookings
    SELECT u.user_id, jsonb_agg(jsonb_build_object('flightId', f.flight_id, 'passengers', f.passengers)) AS flights
    FROM (SELECT DISTINCT (item->>'user_id')::uuid AS user_id FROM items) u
      CROSS JOIN LATERAL (
        SELECT p.flight_id, count(*)::int AS passengers
        FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id AND p.active
        WHERE b.user_id = u.user_id AND b.booking_status = 'PENDING' AND b.payment_received_at IS NULL
        GROUP BY p.flight_id
      ) f
    GROUP BY u.user_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('hits', coalesce(h.hits, '[]'::jsonb),
                                               'held', coalesce(d.flights, '[]'::jsonb)) ORDER BY items.n),
                  '[]'::jsonb)
  INTO answers
  FROM items
    LEFT JOIN hits h ON h.n = items.n
    LEFT JOIN held d ON d.user_id = (items.item->>'user_id')::uuid;
  RETURN answers;
END;
$$;
