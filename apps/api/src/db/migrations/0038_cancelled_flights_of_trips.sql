-- A flight of a trip cancelled by the airline (docs/product.md §14.9, decision 088): the trip keeps its
-- other flights, the cancelled flight's passenger rows go inactive, and the traveller's choice is kept here.
CREATE TABLE "booking_cancelled_segments" (
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"segment" smallint NOT NULL,
	"flight_id" uuid REFERENCES "flights"("id") ON DELETE SET NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"choice" text,
	"chosen_at" timestamp with time zone,
	CONSTRAINT "booking_cancelled_segments_pkey" PRIMARY KEY ("booking_id", "segment"),
	CONSTRAINT "booking_cancelled_segments_segment_check" CHECK ("segment" BETWEEN 0 AND 3),
	CONSTRAINT "booking_cancelled_segments_choice_check" CHECK ("choice" IN ('KEEP_REST', 'CANCEL_TRIP'))
);
