-- Infants under 2 on a passenger's lap, named on the booking without a seat (docs/product.md §14.10):
-- [{ "name", "dateOfBirth", "travellingWith" }], or null when the booking has none.
ALTER TABLE "bookings" ADD COLUMN "lap_infants" jsonb;
