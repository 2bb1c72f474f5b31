-- Every flight of a booking is a row of booking_segments, the first (segment 0) included
-- (docs/product.md §14.9, decision 091): segment 0 is copied from the booking row, then the booking
-- row's snapshot of its first flight is dropped. insert_bookings (migration 0029) already writes
-- every row of p_segments, so a booking and its segment 0 are still written in one statement.
ALTER TABLE "booking_segments" DROP CONSTRAINT "booking_segments_segment_check";--> statement-breakpoint
ALTER TABLE "booking_segments" ADD CONSTRAINT "booking_segments_segment_check" CHECK ("segment" between 0 and 3);--> statement-breakpoint
INSERT INTO "booking_segments" ("booking_id", "segment", "flight_id", "flight_number", "class_type",
    "departure_city", "departure_at", "arrival_city", "arrival_at")
  SELECT "id", 0, "flight_id", "flight_number", "class_type", "departure_city", "departure_at",
    "arrival_city", "arrival_at"
  FROM "bookings"
  ON CONFLICT ("booking_id", "segment") DO NOTHING;--> statement-breakpoint
CREATE INDEX "booking_segments_flight_number_idx" ON "booking_segments" USING btree ("flight_number");--> statement-breakpoint
DROP INDEX "bookings_flight_idx";--> statement-breakpoint
DROP INDEX "bookings_flight_number_idx";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "flight_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "flight_number";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "class_type";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "departure_city";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "departure_at";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "arrival_city";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "arrival_at";
