-- Passengers written with extra bags keep their flights within their bag caps (trigger booking_passengers_bags).
CREATE OR REPLACE FUNCTION booking_passengers_bags() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_flights uuid[] := ARRAY(SELECT DISTINCT flight_id FROM added WHERE extra_bags > 0 AND active);
BEGIN
  IF cardinality(v_flights) > 0 THEN
    PERFORM bags_within_cap(v_flights);
  END IF;
  RETURN NULL;
END;
$$;
