-- Online check-in and boarding passes (docs/product.md §14.6): the gate and boarding time of a flight,
-- a check-in per passenger, and each flight's last check-in sequence number.
ALTER TABLE "flights" ADD COLUMN "gate" text;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "boarding_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "flight_check_in_sequences" (
	"flight_id" uuid PRIMARY KEY NOT NULL REFERENCES "flights"("id") ON DELETE CASCADE,
	"last_sequence" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "passenger_check_ins" (
	"passenger_id" uuid PRIMARY KEY NOT NULL REFERENCES "booking_passengers"("id") ON DELETE CASCADE,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"flight_id" uuid REFERENCES "flights"("id") ON DELETE SET NULL,
	"sequence" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"passport_number" text,
	"nationality" text,
	"passport_expiry" date,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passenger_check_ins_sequence_check" CHECK ("sequence" between 1 and 9999)
);--> statement-breakpoint
CREATE UNIQUE INDEX "passenger_check_ins_flight_sequence_key" ON "passenger_check_ins" ("flight_id", "sequence");--> statement-breakpoint
CREATE INDEX "passenger_check_ins_booking_idx" ON "passenger_check_ins" ("booking_id");
