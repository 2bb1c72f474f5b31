-- Rate counters hit for every request of the same moment together (decisions 085, 111): a booking
-- request refused before create_bookings (which counts the others itself), the desk's bookings and
-- changes, and the hourly mail caps. Each key's counter row is written once per call, not once per
-- request, so concurrent requests from one address do not queue on its row lock. An item with a
-- user_id (a server of the previous release, during a rolling restart) also gets the passengers in
-- that account's unpaid bookings, through bookings_unpaid_user_idx.
-- p_items: [{ "user_id": uuid or null, "keys": [hashed counter key, …] }], in the order the requests
-- arrived. Answers per item, in order: { "hits": [{ "hits", "msLeft" } per key] (rate_hits.sql),
-- "held": [{ "flightId", "passengers" } of the account's unpaid bookings] }.
-- PL/pgSQL, so that a connection plans the statement once, not at every call.
CREATE OR REPLACE FUNCTION booking_limits(p_items jsonb, p_window_ms integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb;
  hits jsonb;
BEGIN
  -- a hit lost with the last moments before a crash lets a request through; nothing else is
  -- written here, so the request need not wait for its hits to reach the disk
  PERFORM set_config('synchronous_commit', 'off', true);
  hits := rate_hits(
    (SELECT coalesce(jsonb_agg(coalesce(i.item->'keys', '[]'::jsonb) ORDER BY i.n), '[]'::jsonb)
     FROM jsonb_array_elements(p_items) WITH ORDINALITY AS i(item, n)),
    p_window_ms);
  WITH items AS (
    SELECT i.n, i.item FROM jsonb_array_elements(p_items) WITH ORDINALITY AS i(item, n)
  ),
  held AS (
    -- account by account, each through the index of unpaid bookings; an item without one reads none
    -- (a plan cached while the table was small would go through every pending booking for it)
    SELECT u.user_id, jsonb_agg(jsonb_build_object('flightId', f.flight_id, 'passengers', f.passengers)) AS flights
    FROM (SELECT DISTINCT (item->>'user_id')::uuid AS user_id FROM items WHERE item->>'user_id' IS NOT NULL) u
      CROSS JOIN LATERAL (
        SELECT p.flight_id, count(*)::int AS passengers
        FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id AND p.active
        WHERE b.user_id = u.user_id AND b.booking_status = 'PENDING' AND b.payment_received_at IS NULL
        GROUP BY p.flight_id
      ) f
    GROUP BY u.user_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('hits', hits->(items.n::int - 1),
                                               'held', coalesce(d.flights, '[]'::jsonb)) ORDER BY items.n),
                  '[]'::jsonb)
  INTO answers
  FROM items
    LEFT JOIN held d ON d.user_id = (items.item->>'user_id')::uuid;
  RETURN answers;
END;
$$;
