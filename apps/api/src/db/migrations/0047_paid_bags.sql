-- Paid bags (docs/product.md#1419-paid-bags, decision 101): checked bags beyond the fare brand's, 0 to 3
-- per passenger per flight, at a price per class an administrator sets; a flight's bags can be capped.
CREATE TABLE "bag_prices" (
  "class_type" text PRIMARY KEY NOT NULL,
  "price_cents" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bag_prices_price_check" CHECK ("price_cents" >= 0)
);--> statement-breakpoint
INSERT INTO "bag_prices" ("class_type", "price_cents") VALUES
  ('ECONOMY', 3500), ('BUSINESS', 4500), ('FIRST', 5500), ('PRIVATEJET', 5500), ('CHOPPER', 3500);--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "extra_bags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "bag_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_extra_bags_check" CHECK ("extra_bags" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "bag_cap" integer;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_bag_cap_check" CHECK ("bag_cap" >= 0);--> statement-breakpoint
-- a purchase of bags after booking is a change row of the booking with its own invoice (decision 086)
ALTER TABLE "flight_changes" ADD COLUMN "bags" jsonb;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bags_within_cap(p_flights uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  FOR f IN SELECT id, bag_cap FROM flights WHERE id = ANY(p_flights) AND bag_cap IS NOT NULL ORDER BY id LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('bags:' || f.id::text, 0));
    IF (SELECT coalesce(sum(extra_bags), 0) FROM booking_passengers WHERE flight_id = f.id AND active)
       + (SELECT coalesce(sum((i->>'added')::int), 0)
          FROM flight_changes c, jsonb_array_elements(c.bags->'items') AS i
          WHERE c.status = 'PENDING_PAYMENT' AND c.bags IS NOT NULL AND i->>'flightId' = f.id::text)
       > f.bag_cap THEN
      RAISE EXCEPTION 'flight % has no more bags to sell', f.id USING ERRCODE = 'SKY04';
    END IF;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_passengers_bags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bags_within_cap(ARRAY(SELECT DISTINCT flight_id FROM added WHERE extra_bags > 0 AND active));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER booking_passengers_bags AFTER INSERT ON booking_passengers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_passengers_bags();
--> statement-breakpoint
-- the flight answers show each class's bag price: their cache is dropped when the prices change
CREATE TRIGGER bag_prices_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bag_prices
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
