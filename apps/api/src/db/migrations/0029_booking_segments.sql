-- Round trips and multi-city (docs/product.md §14.9, decision 067): a booking's later flights
-- (segments 1–3) beside the first, which stays on the booking row. Each passenger holds one
-- booking_passengers row per segment, so the seat guarantee (flight, seat) WHERE active covers
-- every segment, and a flight's manifest reads the passengers of every booking that flies it.
ALTER TABLE "booking_passengers" ADD COLUMN "segment" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "passenger_index" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "booking_segments" (
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"segment" smallint NOT NULL,
	"flight_id" uuid REFERENCES "flights"("id") ON DELETE SET NULL,
	"flight_number" text NOT NULL,
	"class_type" text NOT NULL,
	"departure_city" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_city" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_segments_pkey" PRIMARY KEY ("booking_id", "segment"),
	CONSTRAINT "booking_segments_segment_check" CHECK ("segment" between 1 and 3)
);--> statement-breakpoint
CREATE INDEX "booking_segments_flight_idx" ON "booking_segments" ("flight_id");--> statement-breakpoint
-- insert_bookings (migration 0016) takes the later segments too
DROP FUNCTION insert_bookings(jsonb, jsonb, jsonb);--> statement-breakpoint
CREATE FUNCTION insert_bookings(p_bookings jsonb, p_passengers jsonb, p_counters jsonb, p_segments jsonb DEFAULT '[]'::jsonb)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bookings SELECT * FROM jsonb_populate_recordset(NULL::bookings, p_bookings);
  INSERT INTO booking_segments SELECT * FROM jsonb_populate_recordset(NULL::booking_segments, p_segments);
  INSERT INTO booking_passengers
    SELECT r.* FROM jsonb_array_elements(p_passengers) WITH ORDINALITY AS e(value, n),
      jsonb_populate_record(NULL::booking_passengers, e.value) AS r
    ORDER BY e.n;
  UPDATE flight_classes c SET booked_seats = c.booked_seats + s.seats
    FROM jsonb_to_recordset(p_counters) AS s(flight_id uuid, class_type text, seats integer)
    WHERE c.flight_id = s.flight_id AND c.type = s.class_type;
END;
$$;--> statement-breakpoint
-- create_bookings (migration 0017) checks every flight of a booking as read ('flights'), locked
-- FOR SHARE in id order; an item of the earlier shape ('flight') is one flight.
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
