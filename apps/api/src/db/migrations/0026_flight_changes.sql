-- Changes of flight (docs/product.md §14.8, decision 058): the latest quote per booking, and each change
-- as the booking it made on the new flight replacing the old one.
CREATE TABLE "change_quotes" (
	"booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"id" uuid NOT NULL,
	"flight_id" uuid NOT NULL REFERENCES "flights"("id") ON DELETE CASCADE,
	"seat_numbers" jsonb NOT NULL,
	"fare_difference_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"free_move" text,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "change_quotes_id_key" ON "change_quotes" USING btree ("id");--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"new_booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"old_booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"amount_due_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"free_move" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX "booking_changes_old_idx" ON "booking_changes" USING btree ("old_booking_id");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancel_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check"
  CHECK ("cancel_reason" IN ('EXPIRED', 'CUSTOMER', 'ADMIN_REJECTED', 'FLIGHT_CANCELLED', 'CHANGED'));
