-- A change of flight amends the booking itself (docs/product.md §14.8, decision 086): each change is a
-- row of its booking, with its own invoice when a difference is to be paid. Until then the new seats
-- are held by passenger rows of the change, and the booking keeps its flight.
CREATE TABLE "flight_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"segment" smallint NOT NULL,
	"from_flight_id" uuid REFERENCES "flights"("id") ON DELETE SET NULL,
	"from_flight_number" text NOT NULL,
	"from_departure_at" timestamp with time zone NOT NULL,
	"to_flight_id" uuid REFERENCES "flights"("id") ON DELETE SET NULL,
	"to_flight_number" text NOT NULL,
	"to_departure_at" timestamp with time zone NOT NULL,
	"seat_numbers" jsonb NOT NULL,
	"fares" jsonb NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"free_move" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL,
	"settled_at" timestamp with time zone,
	"payment_address" text,
	"derivation_index" integer,
	"amount_sats" bigint,
	"btc_usd_rate" numeric(16, 2),
	"pay_by" timestamp with time zone,
	"invoice_status" text,
	"invoice_checked_at" timestamp with time zone,
	"payment_received_at" timestamp with time zone,
	CONSTRAINT "flight_changes_status_check" CHECK ("status" IN ('PENDING_PAYMENT', 'DONE', 'LAPSED')),
	CONSTRAINT "flight_changes_segment_check" CHECK ("segment" BETWEEN 0 AND 3),
	CONSTRAINT "flight_changes_amounts_check" CHECK ("amount_due_cents" >= 0 AND "refund_cents" >= 0 AND "fee_cents" >= 0)
);--> statement-breakpoint
CREATE INDEX "flight_changes_booking_idx" ON "flight_changes" USING btree ("booking_id", "created_at");--> statement-breakpoint
-- one change waits for its payment at a time
CREATE UNIQUE INDEX "flight_changes_one_pending_key" ON "flight_changes" USING btree ("booking_id") WHERE "status" = 'PENDING_PAYMENT';--> statement-breakpoint
CREATE INDEX "flight_changes_pending_pay_by_idx" ON "flight_changes" USING btree ("pay_by") WHERE "status" = 'PENDING_PAYMENT';--> statement-breakpoint
-- the seats a change awaiting its payment holds: active, so that a seat still has one holder
ALTER TABLE "booking_passengers" ADD COLUMN "change_id" uuid REFERENCES "flight_changes"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "booking_passengers_change_idx" ON "booking_passengers" USING btree ("change_id") WHERE "change_id" IS NOT NULL;--> statement-breakpoint
-- a payment to a change's address
ALTER TABLE "invoice_payments" ADD COLUMN "change_id" uuid REFERENCES "flight_changes"("id") ON DELETE CASCADE;--> statement-breakpoint
-- boarding passes a change voided: their sequence numbers are never valid again
CREATE TABLE "void_boarding_passes" (
	"flight_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"flight_number" text NOT NULL,
	"seat_number" text NOT NULL,
	"passenger_name" text NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "void_boarding_passes_pkey" PRIMARY KEY ("flight_id", "sequence")
);--> statement-breakpoint
CREATE INDEX "void_boarding_passes_booking_idx" ON "void_boarding_passes" USING btree ("booking_id");--> statement-breakpoint
-- A payment is counted at the rate of the invoice it paid: the booking's, or its change's. Money for
-- a lapsed change is owed back; beyond what the booking's invoices ask, the excess is.
CREATE OR REPLACE FUNCTION invoice_payments_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_rate numeric;
  v_cents integer;
  v_status text;
  v_excess bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.counted THEN
      INSERT INTO booking_ledger (booking_id, kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
        SELECT booking_id, 'PAYMENT_REVERSED', amount_cents, amount_sats, txid, vout, btc_usd_rate
        FROM booking_ledger WHERE booking_id = OLD.booking_id AND kind = 'PAYMENT' AND txid = OLD.txid AND vout = OLD.vout
        ORDER BY id DESC LIMIT 1;
    END IF;
    RETURN OLD;
  END IF;
  IF NOT NEW.counted OR (TG_OP = 'UPDATE' AND OLD.counted) THEN
    RETURN NEW;
  END IF;
  IF NEW.change_id IS NULL THEN
    SELECT btc_usd_rate, booking_status INTO v_rate, v_status FROM bookings WHERE id = NEW.booking_id;
  ELSE
    SELECT c.btc_usd_rate, CASE WHEN c.status = 'LAPSED' THEN 'CANCELLED' ELSE b.booking_status END
      INTO v_rate, v_status
      FROM flight_changes c JOIN bookings b ON b.id = c.booking_id WHERE c.id = NEW.change_id;
  END IF;
  v_cents := coalesce(round(NEW.amount_sats * v_rate / 1000000), 0);
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
    VALUES (NEW.booking_id, 'PAYMENT', v_cents, NEW.amount_sats, NEW.txid, NEW.vout, v_rate);
  IF v_status = 'CANCELLED' THEN
    INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
      VALUES (NEW.booking_id, 'REFUND_OWED', 'LATE_PAYMENT', v_cents, NEW.amount_sats, NEW.txid, NEW.vout, v_rate);
    RETURN NEW;
  END IF;
  -- paid beyond the booking's invoice and its changes' (those not lapsed): the excess is owed back
  SELECT greatest(s.received_sats - b.amount_sats - coalesce(c.sats, 0) - s.refund_owed_sats, 0) INTO v_excess
    FROM bookings b, booking_balance(b.id) s,
      LATERAL (SELECT sum(amount_sats) AS sats FROM flight_changes
        WHERE booking_id = b.id AND status <> 'LAPSED' AND amount_sats IS NOT NULL) c
    WHERE b.id = NEW.booking_id AND b.amount_sats IS NOT NULL;
  IF v_excess > 0 THEN
    INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, btc_usd_rate)
      VALUES (NEW.booking_id, 'REFUND_OWED', 'OVERPAYMENT', coalesce(round(v_excess * v_rate / 1000000), 0), v_excess, v_rate);
  END IF;
  RETURN NEW;
END;
$$;
