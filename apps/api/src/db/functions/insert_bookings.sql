-- The one way bookings are written (docs/product.md#103-a-booking-in-one-round-trip, decision 021:
-- create_bookings, the demo seed, the test factories): the bookings as the caller built them, their
-- later flights' segment rows (segments 1–3, decision 067), one active passenger per seat per flight
-- in the order given (the caller sorts them by seat, so two group bookings wanting the same seats
-- queue instead of deadlocking), then each class's seat counter, last, so a class row stays locked only until the
-- commit. The partial unique index refuses a seat held twice, and the check constraint
-- flight_classes_seats_check more seats than a class has.
CREATE OR REPLACE FUNCTION insert_bookings(p_bookings jsonb, p_passengers jsonb, p_counters jsonb, p_segments jsonb DEFAULT '[]'::jsonb)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- an empty list writes nothing and fires no statement trigger: most calls write some of the four only
  IF jsonb_array_length(p_bookings) > 0 THEN
    INSERT INTO bookings SELECT * FROM jsonb_populate_recordset(NULL::bookings, p_bookings);
  END IF;
  IF jsonb_array_length(p_segments) > 0 THEN
    INSERT INTO booking_segments SELECT * FROM jsonb_populate_recordset(NULL::booking_segments, p_segments);
  END IF;
  IF jsonb_array_length(p_passengers) > 0 THEN
    INSERT INTO booking_passengers
      SELECT r.* FROM jsonb_array_elements(p_passengers) WITH ORDINALITY AS e(value, n),
        jsonb_populate_record(NULL::booking_passengers, e.value) AS r
      ORDER BY e.n;
  END IF;
  IF jsonb_array_length(p_counters) > 0 THEN
    UPDATE flight_classes c SET booked_seats = c.booked_seats + s.seats
      FROM jsonb_to_recordset(p_counters) AS s(flight_id uuid, class_type text, seats integer)
      WHERE c.flight_id = s.flight_id AND c.type = s.class_type;
  END IF;
END;
$$;
