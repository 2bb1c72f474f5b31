-- A booking's passenger rows fire one trigger where they fired two: their ledger charges, in one
-- statement, and their bag caps (docs/product.md#1419-paid-bags). Its body lives in db/functions.
DROP TRIGGER booking_passengers_charge ON booking_passengers;--> statement-breakpoint
DROP TRIGGER booking_passengers_bags ON booking_passengers;--> statement-breakpoint
DROP FUNCTION booking_passengers_charge();--> statement-breakpoint
DROP FUNCTION booking_passengers_bags();--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE TRIGGER booking_passengers_written AFTER INSERT ON booking_passengers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_passengers_written();
