-- Passengers written with extra bags keep their flights within their bag caps (trigger booking_passengers_bags).
CREATE OR REPLACE FUNCTION booking_passengers_bags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added WHERE extra_bags > 0 AND active) THEN
    PERFORM bags_within_cap(ARRAY(SELECT DISTINCT flight_id FROM added WHERE extra_bags > 0 AND active));
  END IF;
  RETURN NULL;
END;
$$;
