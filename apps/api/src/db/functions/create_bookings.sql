-- Bookings in batches (docs/product.md#103-a-booking-in-one-round-trip, decisions 024, 067): several
-- customers' bookings in one round trip and one transaction. Each booking runs in a block of its own
-- (a subtransaction), so a refusal (a seat held, a flight changed, a key reused) undoes that booking
-- only and comes back as its outcome; the seat counters of the bookings made are added last, once
-- per class, with the class rows locked in (flight, class) order. The caller orders the bookings by
-- flight and seat so that two batches take their seats in the same order and never wait for each
-- other in a circle.
--
-- Each item: user_id, rate (optional: the request's hashed counter keys, the limit and the window
-- in ms of BOOKING_RATE_LIMIT; every item's keys are counted first, by rate_hits, and an item past
-- its limit is answered rateLimited with the ms left), key, hash, answer (the
-- Idempotency-Key: its primary key makes a concurrent retry wait, then replay the stored answer),
-- caps (optional: perFlight and total, the caps on passengers in the account's unpaid bookings, and
-- the booking's flights and passengers; past one, SQLSTATE SKY05 with detail perFlight or total; the
-- accounts' unpaid passengers are read once a call, and again for an account's second item in it),
-- flights (every flight of the booking as the server read it when it checked the seats and priced
-- the booking, locked FOR SHARE in id order and compared, else SQLSTATE SKY01; an item with
-- 'flight' is one flight), brands (the fare brands' rows as the server priced the booking with
-- them, or their md5, else SKY01 too), bookings, segments, passengers (a held seat is refused
-- first, by seat_held outside the booking's block, unless the item's key holds an answer to replay;
-- a keyed one again by seats_free after its key's claim), counters. The answer: one outcome per item,
-- in order: created, rateLimited, reused, replayed (with the stored answer), or error (SQLSTATE,
-- constraint, detail, message). A counter beyond a class's capacity (flight_classes_seats_check) fails the
-- whole batch, undoing all of it; the server then sends each booking alone. Whoever writes several
-- counters in one transaction (bookings/seat-counts.ts) writes them in the same (flight, class)
-- order.
CREATE OR REPLACE FUNCTION create_bookings(p_items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  item jsonb;
  hits jsonb;
  v_ms_left integer;
  v_on_flight integer;
  v_held integer;
  -- the unpaid passengers of the accounts of these items that carry caps, by account and flight;
  -- planned at each call, through bookings_unpaid_user_idx (a plan cached while the table was small
  -- goes through every pending booking)
  unpaid_read constant text := $q$
    SELECT coalesce(jsonb_object_agg(u.user_id, f.flights), '{}'::jsonb)
    FROM (SELECT DISTINCT e->>'user_id' AS user_id FROM jsonb_array_elements($1) e WHERE e ? 'caps') u
      CROSS JOIN LATERAL (
        SELECT coalesce(jsonb_object_agg(h.flight_id, h.n), '{}'::jsonb) AS flights
        FROM (SELECT p.flight_id, count(*)::int AS n
              FROM bookings b JOIN booking_passengers p ON p.booking_id = b.id AND p.active
              WHERE b.user_id = u.user_id::uuid AND b.booking_status = 'PENDING'
                AND b.payment_received_at IS NULL
              GROUP BY p.flight_id) h) f$q$;
  unpaid jsonb;
  v_read jsonb;
  v_user text;
  capped_users jsonb := '{}'::jsonb;
  v_held_seat jsonb;
  fl jsonb;
  earlier idempotency_keys%ROWTYPE;
  departs timestamptz;
  arrives timestamptz;
  outcomes jsonb := '[]'::jsonb;
  counters jsonb := '[]'::jsonb;
  brands_now jsonb;
  brands_md5 jsonb;
  v_state text;
  v_constraint text;
  v_detail text;
  v_message text;
BEGIN
  IF jsonb_path_exists(p_items, '$[*].rate') THEN
    hits := rate_hits(
      (SELECT jsonb_agg(coalesce(e.value#>'{rate,keys}', '[]'::jsonb) ORDER BY e.n)
       FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, n)),
      (jsonb_path_query_first(p_items, '$[*].rate.windowMs') #>> '{}')::int);
  END IF;
  IF jsonb_path_exists(p_items, '$[*].caps') THEN
    EXECUTE unpaid_read INTO unpaid USING p_items;
  END IF;
  FOR r IN SELECT e.value, e.n FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e(value, n) LOOP
    item := r.value;
    IF item ? 'rate' THEN
      SELECT max((h->>'msLeft')::int) INTO v_ms_left
        FROM jsonb_array_elements(hits->(r.n::int - 1)) AS h
        WHERE (h->>'hits')::int > (item#>>'{rate,limit}')::int;
      IF v_ms_left IS NOT NULL THEN
        outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'rateLimited', 'msLeft', v_ms_left));
        CONTINUE;
      END IF;
    END IF;
    -- a seat already held is refused before the booking's block opens (its subtransaction is most of
    -- a refusal's cost), unless the booking's Idempotency-Key holds an answer to replay: read after
    -- the seat, so that a retry of a booking made meanwhile finds its key
    v_held_seat := seat_held(item->'passengers');
    earlier := NULL;
    IF v_held_seat IS NOT NULL AND item->>'key' IS NOT NULL THEN
      SELECT * INTO earlier FROM idempotency_keys
        WHERE user_id = (item->>'user_id')::uuid AND key = item->>'key';
    END IF;
    IF v_held_seat IS NOT NULL AND earlier.key IS NULL THEN
      outcomes := outcomes || jsonb_build_array(v_held_seat || jsonb_build_object('outcome', 'error'));
      CONTINUE;
    END IF;
    BEGIN
      IF earlier.key IS NULL AND item->>'key' IS NOT NULL THEN
        INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
          VALUES ((item->>'user_id')::uuid, item->>'key', item->>'hash', 201, item->'answer')
          ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          SELECT * INTO earlier FROM idempotency_keys
            WHERE user_id = (item->>'user_id')::uuid AND key = item->>'key';
        END IF;
      END IF;
      IF earlier.key IS NOT NULL THEN
        IF earlier.request_hash <> item->>'hash' THEN
          outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'reused'));
        ELSE
          outcomes := outcomes || jsonb_build_array(jsonb_build_object(
            'outcome', 'replayed', 'statusCode', earlier.status_code, 'answer', earlier.response));
        END IF;
        CONTINUE;
      END IF;
      IF item ? 'caps' THEN
        v_user := item->>'user_id';
        IF capped_users ? v_user THEN
          -- the account's second booking in this call: read again, with the first one's passengers
          EXECUTE unpaid_read INTO v_read USING jsonb_build_array(item);
          unpaid := unpaid || v_read;
        END IF;
        capped_users := capped_users || jsonb_build_object(v_user, true);
        SELECT coalesce(max((unpaid #>> ARRAY[v_user, f])::int), 0) INTO v_on_flight
          FROM jsonb_array_elements_text(item#>'{caps,flights}') AS f;
        SELECT coalesce(sum(h.value::int), 0) INTO v_held FROM jsonb_each_text(unpaid->v_user) AS h;
        IF v_on_flight + (item#>>'{caps,passengers}')::int > (item#>>'{caps,perFlight}')::int THEN
          RAISE EXCEPTION 'past the cap on unpaid passengers a flight' USING ERRCODE = 'SKY05', DETAIL = 'perFlight';
        END IF;
        IF v_held + (item#>>'{caps,passengers}')::int * jsonb_array_length(item#>'{caps,flights}')
            > (item#>>'{caps,total}')::int THEN
          RAISE EXCEPTION 'past the cap on unpaid passengers in all' USING ERRCODE = 'SKY05', DETAIL = 'total';
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
      -- the fare brands the booking was priced with, as read (docs/product.md#1416-fare-brands): their md5,
      -- or, from a server of the previous release, their rows. Read once a call: the brands are not
      -- locked, so a change during the call is no later than one after the check.
      IF item ? 'brands' THEN
        IF brands_now IS NULL THEN
          brands_now := fare_brands_rows();
          brands_md5 := to_jsonb(md5(brands_now::text));
        END IF;
        IF item->'brands' IS DISTINCT FROM
            (CASE jsonb_typeof(item->'brands') WHEN 'string' THEN brands_md5 ELSE brands_now END) THEN
          RAISE EXCEPTION 'the fare brands changed while the booking was being priced' USING ERRCODE = 'SKY01';
        END IF;
      END IF;
      -- the rows now, the seat counters after the last booking; a claimed key's seats checked again,
      -- as its claim may have waited for another booking
      IF item->>'key' IS NOT NULL THEN
        PERFORM seats_free(item->'passengers');
      END IF;
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
