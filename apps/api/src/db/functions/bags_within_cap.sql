-- A flight's bags within its cap (docs/product.md#1419-paid-bags): the active passengers' extra bags and
-- those held by purchases awaiting payment, checked after bags are written, under a lock per capped
-- flight, so two concurrent purchases cannot both take the last bag; SQLSTATE SKY04 (409 BAGS_SOLD_OUT)
-- past it. A flight without a cap takes no lock.
CREATE OR REPLACE FUNCTION bags_within_cap(p_flights uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  FOR f IN SELECT id, bag_cap FROM flights WHERE id = ANY(p_flights) AND bag_cap IS NOT NULL ORDER BY id LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('bags:' || f.id::text, 0));
    IF (SELECT coalesce(sum(extra_bags), 0) FROM booking_passengers WHERE flight_id = f.id AND active)
       + (SELECT coalesce(sum((i->>'added')::int), 0)
          FROM flight_changes c, jsonb_array_elements(c.bags->'items') AS i
          WHERE c.status = 'PENDING_PAYMENT' AND c.bags IS NOT NULL AND i->>'flightId' = f.id::text)
       > f.bag_cap THEN
      RAISE EXCEPTION 'flight % has no more bags to sell', f.id USING ERRCODE = 'SKY04';
    END IF;
  END LOOP;
END;
$$;
