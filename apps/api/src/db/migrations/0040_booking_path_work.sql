-- Less work a booking request asks of the database (docs/speed.md): a seat already held is refused before
-- the booking's rows are written, and a booking's first charges skip the ledger's balance check.
-- seats_free raises what the seat guarantee's unique index would (the same code, constraint and detail),
-- so callers read one refusal whichever found it; the index still decides a race.
CREATE FUNCTION seats_free(p_passengers jsonb) RETURNS void
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
$$;--> statement-breakpoint
-- The ledger's rules (migration 0031), checked only where an entry can break one: a charge of zero or
-- more only adds to what is charged, which no rule bounds from above.
CREATE OR REPLACE FUNCTION booking_ledger_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  s record;
BEGIN
  FOR b IN SELECT DISTINCT booking_id FROM added
    WHERE kind IN ('FEE', 'REFUND_OWED', 'REFUND_PAID', 'TRANSFER_OUT')
      OR (kind = 'CHARGE' AND amount_cents < 0) LOOP
    SELECT * INTO s FROM booking_balance(b.booking_id);
    IF s.charged_cents < 0 THEN
      RAISE EXCEPTION 'booking % would be charged less than nothing', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_cents > s.received_cents THEN
      RAISE EXCEPTION 'booking % would owe back more than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_sats > s.received_sats THEN
      RAISE EXCEPTION 'booking % would owe back more bitcoin than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_cents < 0 OR s.refund_paid_cents > s.refund_owed_cents THEN
      RAISE EXCEPTION 'booking % would pay back more than it owes', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.received_cents < 0 THEN
      RAISE EXCEPTION 'booking % would carry out more than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- create_bookings (migrations 0017, 0029), with a held seat refused before the booking's rows are written.
CREATE OR REPLACE FUNCTION create_bookings(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  fl jsonb;
  earlier idempotency_keys%ROWTYPE;
  departs timestamptz;
  arrives timestamptz;
  outcomes jsonb := '[]'::jsonb;
  counters jsonb := '[]'::jsonb;
  v_state text;
  v_constraint text;
  v_detail text;
  v_message text;
BEGIN
  FOR item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    BEGIN
      IF item->>'key' IS NOT NULL THEN
        INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
          VALUES ((item->>'user_id')::uuid, item->>'key', item->>'hash', 201, item->'answer')
          ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          SELECT * INTO earlier FROM idempotency_keys
            WHERE user_id = (item->>'user_id')::uuid AND key = item->>'key';
          IF earlier.request_hash <> item->>'hash' THEN
            outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'reused'));
          ELSE
            outcomes := outcomes || jsonb_build_array(jsonb_build_object(
              'outcome', 'replayed', 'statusCode', earlier.status_code, 'answer', earlier.response));
          END IF;
          CONTINUE;
        END IF;
      END IF;
      FOR fl IN
        SELECT value FROM jsonb_array_elements(coalesce(item->'flights', jsonb_build_array(item->'flight')))
        ORDER BY value->>'id'
      LOOP
        departs := (fl->>'departureAt')::timestamptz;
        arrives := (fl->>'arrivalAt')::timestamptz;
        PERFORM 1 FROM flights f
          WHERE f.id = (fl->>'id')::uuid
            AND f.status = fl->>'status'
            AND f.flight_number = fl->>'flightNumber'
            AND f.departure_city = fl->>'departureCity'
            AND f.arrival_city = fl->>'arrivalCity'
            -- the server reads times to the millisecond
            AND f.departure_at > departs - interval '1 millisecond'
            AND f.departure_at < departs + interval '1 millisecond'
            AND f.arrival_at > arrives - interval '1 millisecond'
            AND f.arrival_at < arrives + interval '1 millisecond'
            AND fl->'classes' = (
              SELECT jsonb_agg(jsonb_build_object('type', c.type, 'priceCents', c.price_cents, 'capacity', c.capacity)
                               ORDER BY c.type COLLATE "C")
              FROM flight_classes c WHERE c.flight_id = f.id)
          FOR SHARE OF f;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the flight changed while it was being booked' USING ERRCODE = 'SKY01';
        END IF;
      END LOOP;
      -- the rows now, the seat counters after the last booking
      PERFORM seats_free(item->'passengers');
      PERFORM insert_bookings(item->'bookings', item->'passengers', '[]'::jsonb,
        coalesce(item->'segments', '[]'::jsonb));
      counters := counters || (item->'counters');
      outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'created'));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_constraint = CONSTRAINT_NAME,
        v_detail = PG_EXCEPTION_DETAIL, v_message = MESSAGE_TEXT;
      outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'error',
        'code', v_state, 'constraint', NULLIF(v_constraint, ''), 'detail', NULLIF(v_detail, ''),
        'message', v_message));
    END;
  END LOOP;
  IF jsonb_array_length(counters) > 0 THEN
    -- one counter per class, its row locked in a fixed order: two batches never lock in a circle
    counters := (
      SELECT jsonb_agg(jsonb_build_object('flight_id', s.flight_id, 'class_type', s.class_type, 'seats', s.seats)
                       ORDER BY s.flight_id, s.class_type COLLATE "C")
      FROM (SELECT flight_id, class_type, sum(seats)::int AS seats
            FROM jsonb_to_recordset(counters) AS r(flight_id uuid, class_type text, seats integer)
            GROUP BY flight_id, class_type) s);
    PERFORM 1 FROM flight_classes c
      JOIN jsonb_to_recordset(counters) AS s(flight_id uuid, class_type text, seats integer)
        ON c.flight_id = s.flight_id AND c.type = s.class_type
      ORDER BY c.flight_id, c.type COLLATE "C"
      FOR UPDATE OF c;
    PERFORM insert_bookings('[]'::jsonb, '[]'::jsonb, counters);
  END IF;
  RETURN outcomes;
END;
$$;
