-- A seat already held is refused before a booking's rows are written (docs/speed.md). seats_free
-- raises what the seat guarantee's unique index would (the same code, constraint and detail), so
-- callers read one refusal whichever found it; the index still decides a race.
CREATE OR REPLACE FUNCTION seats_free(p_passengers jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  x record;
BEGIN
  -- a seat at a time through the seat guarantee's own index: a booking holds few seats
  FOR x IN SELECT * FROM jsonb_to_recordset(p_passengers) AS r(flight_id uuid, seat_number text, active boolean) LOOP
    IF coalesce(x.active, true) AND EXISTS (SELECT 1 FROM booking_passengers p
        WHERE p.flight_id = x.flight_id AND p.seat_number = x.seat_number AND p.active) THEN
      RAISE EXCEPTION 'duplicate key value violates unique constraint "booking_passengers_active_seat_key"'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'booking_passengers_active_seat_key',
          DETAIL = format('Key (flight_id, seat_number)=(%s, %s) already exists.', x.flight_id, x.seat_number);
    END IF;
  END LOOP;
END;
$$;
