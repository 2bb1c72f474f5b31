-- Passengers written with extra bags keep their flights within their bag caps (trigger booking_passengers_bags).
CREATE OR REPLACE FUNCTION booking_passengers_bags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bags_within_cap(ARRAY(SELECT DISTINCT flight_id FROM added WHERE extra_bags > 0 AND active));
  RETURN NULL;
END;
$$;
