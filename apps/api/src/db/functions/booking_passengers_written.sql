-- A booking's passengers as they are written (trigger booking_passengers_written, one for both, so
-- that a booking's passenger rows fire one): charged in one ledger statement, one entry per passenger
-- per flight and one for their extra bags at the price of the day, marked by offer 'BAGS'
-- (docs/product.md#1419-paid-bags); and the flights they add bags to kept within their caps.
CREATE OR REPLACE FUNCTION booking_passengers_written() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_bag_flights uuid[] := ARRAY(SELECT DISTINCT flight_id FROM added WHERE extra_bags > 0 AND active);
BEGIN
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, segment, passenger_index, offer)
    SELECT booking_id, 'CHARGE', fare_cents, segment, passenger_index, fare_offer
    FROM added WHERE fare_cents IS NOT NULL
    UNION ALL
    SELECT booking_id, 'CHARGE', extra_bags * bag_cents, segment, passenger_index, 'BAGS'
    FROM added WHERE extra_bags > 0 AND bag_cents IS NOT NULL;
  IF cardinality(v_bag_flights) > 0 THEN
    PERFORM bags_within_cap(v_bag_flights);
  END IF;
  RETURN NULL;
END;
$$;
