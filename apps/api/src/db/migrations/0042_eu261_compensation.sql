-- EU261 (docs/product.md §14.13, decision 098): compensation owed per traveller and flight on the ledger,
-- in USD cents with the euros it stands for, paid through the refunds list; and each booking's notices.
ALTER TABLE "booking_ledger" ADD COLUMN "flight_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD COLUMN "eur_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_ledger" DROP CONSTRAINT "booking_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_kind_check" CHECK ("kind" IN ('CHARGE', 'FEE', 'PAYMENT', 'PAYMENT_REVERSED', 'PAYMENT_ATTESTED', 'REFUND_OWED', 'REFUND_PAID', 'TRANSFER_IN', 'TRANSFER_OUT', 'COMPENSATION_OWED'));--> statement-breakpoint
ALTER TABLE "booking_ledger" DROP CONSTRAINT "booking_ledger_refund_kind_check";--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_refund_kind_check" CHECK (("refund_kind" IS NOT NULL) = ("kind" IN ('REFUND_OWED', 'REFUND_PAID', 'COMPENSATION_OWED')));--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_compensation_check" CHECK ("kind" <> 'COMPENSATION_OWED' OR ("refund_kind" = 'COMPENSATION' AND "flight_id" IS NOT NULL AND "passenger_index" IS NOT NULL AND "eur_cents" > 0 AND "amount_cents" > 0));--> statement-breakpoint
-- once per traveller and flight, however often the flight is delayed or then cancelled
CREATE UNIQUE INDEX "booking_ledger_compensation_once_idx" ON "booking_ledger" ("booking_id", "flight_id", "passenger_index") WHERE "kind" = 'COMPENSATION_OWED';--> statement-breakpoint
DROP INDEX "booking_ledger_refunds_idx";--> statement-breakpoint
CREATE INDEX "booking_ledger_refunds_idx" ON "booking_ledger" ("booking_id") WHERE "kind" IN ('REFUND_OWED', 'REFUND_PAID', 'COMPENSATION_OWED');--> statement-breakpoint
CREATE TABLE "eu261_notices" (
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"flight_id" uuid NOT NULL,
	"flight_number" text NOT NULL,
	"disruption" text NOT NULL,
	"cause" text NOT NULL,
	"outcome" text NOT NULL,
	"delay_minutes" integer,
	"distance_km" integer NOT NULL,
	"euros_per_passenger" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eu261_notices_pk" PRIMARY KEY ("booking_id", "flight_id"),
	CONSTRAINT "eu261_notices_disruption_check" CHECK ("disruption" IN ('CANCELLED', 'DELAYED')),
	CONSTRAINT "eu261_notices_cause_check" CHECK ("cause" IN ('WITHIN_AIRLINE_CONTROL', 'EXTRAORDINARY_CIRCUMSTANCES')),
	CONSTRAINT "eu261_notices_outcome_check" CHECK ("outcome" IN ('OWED', 'EXTRAORDINARY', 'EARLY_NOTICE'))
);
