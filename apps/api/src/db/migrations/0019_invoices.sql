-- Invoices (docs/product.md §17, decision 030): each booking's amount in satoshis, the exchange rate,
-- the address shown, the pay-by time and what detection saw; why a booking was cancelled.
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_sats" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "btc_usd_rate" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "needs_decision_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_checked_at" timestamp with time zone;--> statement-breakpoint
-- bookings cancelled before the column existed: the reason from the text they were cancelled with
UPDATE "bookings" SET "cancel_reason" = CASE "cancellation_reason"
    WHEN 'Cancelled by the customer' THEN 'CUSTOMER'
    WHEN 'Flight cancelled by the airline' THEN 'FLIGHT_CANCELLED'
    ELSE 'ADMIN_REJECTED' END
  WHERE "booking_status" = 'CANCELLED';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check"
  CHECK ("cancel_reason" IN ('EXPIRED', 'CUSTOMER', 'ADMIN_REJECTED', 'FLIGHT_CANCELLED'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoice_status_check"
  CHECK ("invoice_status" IN ('AWAITING', 'SEEN', 'PAID', 'UNDERPAID', 'OVERPAID', 'LATE', 'EXPIRED'));--> statement-breakpoint
CREATE INDEX "bookings_pending_pay_by_idx" ON "bookings" USING btree ("pay_by")
  WHERE "bookings"."booking_status" = 'PENDING' and "bookings"."pay_by" is not null;--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_sats" bigint NOT NULL,
	"block_height" integer,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_payments_txid_vout_pk" PRIMARY KEY("txid","vout")
);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_booking_id_bookings_id_fk"
  FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_booking_idx" ON "invoice_payments" USING btree ("booking_id");
