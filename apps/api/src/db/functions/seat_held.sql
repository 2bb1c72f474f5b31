-- The first seat of these passenger rows already held by an active passenger, as the refusal the seat
-- guarantee's unique index would raise (SQLSTATE, constraint, detail and message), or NULL: callers
-- read one refusal whichever found it (docs/speed.md). A seat at a time through that index's own
-- columns: a booking holds few seats.
CREATE OR REPLACE FUNCTION seat_held(p_passengers jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  x record;
BEGIN
  FOR x IN SELECT * FROM jsonb_to_recordset(p_passengers) AS r(flight_id uuid, seat_number text, active boolean) LOOP
    IF coalesce(x.active, true) AND EXISTS (SELECT 1 FROM booking_passengers p
        WHERE p.flight_id = x.flight_id AND p.seat_number = x.seat_number AND p.active) THEN
      RETURN jsonb_build_object('code', '23505', 'constraint', 'booking_passengers_active_seat_key',
        'detail', format('Key (flight_id, seat_number)=(%s, %s) already exists.', x.flight_id, x.seat_number),
        'message', 'duplicate key value violates unique constraint "booking_passengers_active_seat_key"');
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
