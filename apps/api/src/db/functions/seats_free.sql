-- A seat already held is refused before a booking's rows are written (docs/speed.md): seats_free
-- raises what the seat guarantee's unique index would (seat_held), so callers read one refusal
-- whichever found it; the index still decides a race.
CREATE OR REPLACE FUNCTION seats_free(p_passengers jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  held jsonb := seat_held(p_passengers);
BEGIN
  IF held IS NOT NULL THEN
    RAISE EXCEPTION USING MESSAGE = held->>'message', ERRCODE = held->>'code',
      CONSTRAINT = held->>'constraint', DETAIL = held->>'detail';
  END IF;
END;
$$;
