-- A booking is written in one round trip (docs/product.md §10.3, decision 021).
--
-- insert_bookings is the one way bookings are written (the booking request, the demo seed, the
-- test factories): the bookings as the caller built them, one active passenger per seat in the
-- order given (the caller sorts them by seat, so two group bookings wanting the same seats queue
-- instead of deadlocking), then each class's seat counter, last, so a class row stays locked only
-- until the commit. The partial unique index refuses a seat held twice, and the check constraint
-- flight_classes_seats_check more seats than a class has.
CREATE FUNCTION insert_bookings(p_bookings jsonb, p_passengers jsonb, p_counters jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bookings SELECT * FROM jsonb_populate_recordset(NULL::bookings, p_bookings);
  INSERT INTO booking_passengers
    SELECT r.* FROM jsonb_array_elements(p_passengers) WITH ORDINALITY AS e(value, n),
      jsonb_populate_record(NULL::booking_passengers, e.value) AS r
    ORDER BY e.n;
  UPDATE flight_classes c SET booked_seats = c.booked_seats + s.seats
    FROM jsonb_to_recordset(p_counters) AS s(flight_id uuid, class_type text, seats integer)
    WHERE c.flight_id = s.flight_id AND c.type = s.class_type;
END;
$$;--> statement-breakpoint
-- The booking request: the Idempotency-Key first (its primary key makes a concurrent retry wait,
-- then replay the stored answer), then the flight and its classes, which must still be as the
-- server read them when it checked the seats, priced the booking and took the booking's snapshot
-- of the flight (else SQLSTATE SKY01: the server reads them again), FOR SHARE so that a
-- cancellation in progress is waited for; then insert_bookings.
CREATE FUNCTION create_booking(
  p_user_id uuid, p_key text, p_request_hash text, p_answer jsonb,
  p_flight jsonb, p_bookings jsonb, p_passengers jsonb, p_counters jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  earlier idempotency_keys%ROWTYPE;
  departs timestamptz := (p_flight->>'departureAt')::timestamptz;
  arrives timestamptz := (p_flight->>'arrivalAt')::timestamptz;
BEGIN
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
      VALUES (p_user_id, p_key, p_request_hash, 201, p_answer)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO earlier FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key;
      IF earlier.request_hash <> p_request_hash THEN
        RETURN jsonb_build_object('outcome', 'reused');
      END IF;
      RETURN jsonb_build_object('outcome', 'replayed', 'statusCode', earlier.status_code, 'answer', earlier.response);
    END IF;
  END IF;
  PERFORM 1 FROM flights f
    WHERE f.id = (p_flight->>'id')::uuid
      AND f.status = p_flight->>'status'
      AND f.flight_number = p_flight->>'flightNumber'
      AND f.departure_city = p_flight->>'departureCity'
      AND f.arrival_city = p_flight->>'arrivalCity'
      -- the server reads times to the millisecond
      AND f.departure_at > departs - interval '1 millisecond'
      AND f.departure_at < departs + interval '1 millisecond'
      AND f.arrival_at > arrives - interval '1 millisecond'
      AND f.arrival_at < arrives + interval '1 millisecond'
      AND p_flight->'classes' = (
        SELECT jsonb_agg(jsonb_build_object('type', c.type, 'priceCents', c.price_cents, 'capacity', c.capacity)
                         ORDER BY c.type COLLATE "C")
        FROM flight_classes c WHERE c.flight_id = f.id)
    FOR SHARE OF f;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the flight changed while it was being booked' USING ERRCODE = 'SKY01';
  END IF;
  PERFORM insert_bookings(p_bookings, p_passengers, p_counters);
  RETURN jsonb_build_object('outcome', 'created');
END;
$$;
