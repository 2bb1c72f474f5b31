-- A booking's passengers are charged as they are written (trigger booking_passengers_charge): one
-- ledger entry per passenger per flight, and one for their extra bags at the price of the day
-- (docs/product.md#1419-paid-bags), marked by offer 'BAGS'.
CREATE OR REPLACE FUNCTION booking_passengers_charge() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, segment, passenger_index, offer)
    SELECT booking_id, 'CHARGE', fare_cents, segment, passenger_index, fare_offer
    FROM added WHERE fare_cents IS NOT NULL;
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, segment, passenger_index, offer)
    SELECT booking_id, 'CHARGE', extra_bags * bag_cents, segment, passenger_index, 'BAGS'
    FROM added WHERE extra_bags > 0 AND bag_cents IS NOT NULL;
  RETURN NULL;
END;
$$;
