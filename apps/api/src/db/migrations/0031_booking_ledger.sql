-- The booking's ledger (docs/product.md §14.11, decision 076): what was charged,
-- received and owed back, per booking, append-only, in USD cents and in sats where money moved on chain.
ALTER TABLE "booking_passengers" ADD COLUMN "fare_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD COLUMN "fare_offer" text;--> statement-breakpoint
-- With BTC_ESPLORA_URL, "I have made the payment" without a transaction seen holds the seats once, briefly.
ALTER TABLE "bookings" ADD COLUMN "report_hold_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "booking_ledger" (
	"id" bigserial PRIMARY KEY,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_sats" bigint,
	"segment" smallint,
	"passenger_index" smallint,
	"offer" text,
	"refund_kind" text,
	"txid" text,
	"vout" integer,
	"address" text,
	"btc_usd_rate" numeric(16, 2),
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ledger_kind_check" CHECK ("kind" IN ('CHARGE', 'FEE', 'PAYMENT', 'PAYMENT_REVERSED', 'PAYMENT_ATTESTED', 'REFUND_OWED', 'REFUND_PAID', 'TRANSFER_IN', 'TRANSFER_OUT')),
	CONSTRAINT "booking_ledger_amount_check" CHECK ("kind" IN ('CHARGE', 'REFUND_OWED') OR "amount_cents" >= 0),
	CONSTRAINT "booking_ledger_refund_kind_check" CHECK (("refund_kind" IS NOT NULL) = ("kind" IN ('REFUND_OWED', 'REFUND_PAID')))
);--> statement-breakpoint
CREATE INDEX "booking_ledger_booking_idx" ON "booking_ledger" ("booking_id", "id");--> statement-breakpoint
CREATE INDEX "booking_ledger_refunds_idx" ON "booking_ledger" ("booking_id") WHERE "kind" IN ('REFUND_OWED', 'REFUND_PAID');--> statement-breakpoint
-- One booking's sums. Received counts what the chain showed, what an administrator attested and what
-- a change carried over from the booking it replaced.
CREATE FUNCTION booking_balance(p_booking uuid)
RETURNS TABLE (charged_cents bigint, received_cents bigint, received_sats bigint, attested_cents bigint,
  refund_owed_cents bigint, refund_owed_sats bigint, refund_paid_cents bigint)
LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(sum(amount_cents) FILTER (WHERE kind IN ('CHARGE', 'FEE')), 0),
    coalesce(sum(CASE WHEN kind IN ('PAYMENT', 'PAYMENT_ATTESTED', 'TRANSFER_IN') THEN amount_cents
      WHEN kind IN ('PAYMENT_REVERSED', 'TRANSFER_OUT') THEN -amount_cents END), 0),
    coalesce(sum(CASE kind WHEN 'PAYMENT' THEN amount_sats WHEN 'PAYMENT_REVERSED' THEN -amount_sats END), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'PAYMENT_ATTESTED'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'REFUND_OWED'), 0),
    coalesce(sum(amount_sats) FILTER (WHERE kind = 'REFUND_OWED'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'REFUND_PAID'), 0)
  FROM booking_ledger WHERE booking_id = p_booking
$$;--> statement-breakpoint
-- Append-only: an entry is never changed or removed, but with its booking.
CREATE FUNCTION booking_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'booking_ledger is append-only' USING ERRCODE = 'SKY02';
END;
$$;--> statement-breakpoint
CREATE TRIGGER booking_ledger_append_only BEFORE UPDATE OR DELETE ON booking_ledger
  FOR EACH ROW EXECUTE FUNCTION booking_ledger_append_only();--> statement-breakpoint
-- The ledger's rules, checked for every booking an entry is added to. Money that came in or left the
-- chain is a fact and always recorded; what is charged, carried out or owed back must fit it.
CREATE FUNCTION booking_ledger_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  s record;
BEGIN
  FOR b IN SELECT DISTINCT booking_id FROM added
    WHERE kind IN ('CHARGE', 'FEE', 'REFUND_OWED', 'REFUND_PAID', 'TRANSFER_OUT') LOOP
    SELECT * INTO s FROM booking_balance(b.booking_id);
    IF s.charged_cents < 0 THEN
      RAISE EXCEPTION 'booking % would be charged less than nothing', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_cents > s.received_cents THEN
      RAISE EXCEPTION 'booking % would owe back more than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_sats > s.received_sats THEN
      RAISE EXCEPTION 'booking % would owe back more bitcoin than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.refund_owed_cents < 0 OR s.refund_paid_cents > s.refund_owed_cents THEN
      RAISE EXCEPTION 'booking % would pay back more than it owes', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.received_cents < 0 THEN
      RAISE EXCEPTION 'booking % would carry out more than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER booking_ledger_rules AFTER INSERT ON booking_ledger
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_ledger_rules();--> statement-breakpoint
-- A booking's passengers are charged as they are written: one entry per passenger per flight.
CREATE FUNCTION booking_passengers_charge() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, segment, passenger_index, offer)
    SELECT booking_id, 'CHARGE', fare_cents, segment, passenger_index, fare_offer
    FROM added WHERE fare_cents IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER booking_passengers_charge AFTER INSERT ON booking_passengers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_passengers_charge();--> statement-breakpoint
-- An output counts as received once it has its confirmations; one that leaves the chain after is
-- reversed. Money on a cancelled booking is owed back at once.
CREATE FUNCTION invoice_payments_ledger() RETURNS trigger
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
  SELECT btc_usd_rate, booking_status INTO v_rate, v_status FROM bookings WHERE id = NEW.booking_id;
  v_cents := coalesce(round(NEW.amount_sats * v_rate / 1000000), 0);
  INSERT INTO booking_ledger (booking_id, kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
    VALUES (NEW.booking_id, 'PAYMENT', v_cents, NEW.amount_sats, NEW.txid, NEW.vout, v_rate);
  IF v_status = 'CANCELLED' THEN
    INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
      VALUES (NEW.booking_id, 'REFUND_OWED', 'LATE_PAYMENT', v_cents, NEW.amount_sats, NEW.txid, NEW.vout, v_rate);
    RETURN NEW;
  END IF;
  -- paid beyond the invoice: the excess is owed back
  SELECT greatest(s.received_sats - b.amount_sats - s.refund_owed_sats, 0) INTO v_excess
    FROM bookings b, booking_balance(b.id) s WHERE b.id = NEW.booking_id AND b.amount_sats IS NOT NULL;
  IF v_excess > 0 THEN
    INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, btc_usd_rate)
      VALUES (NEW.booking_id, 'REFUND_OWED', 'OVERPAYMENT', coalesce(round(v_excess * v_rate / 1000000), 0), v_excess, v_rate);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_payments_ledger AFTER INSERT OR UPDATE OF counted OR DELETE ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION invoice_payments_ledger();--> statement-breakpoint
-- The books of bookings made before the ledger: the total charged, what was counted received, an
-- approval without a payment as attested, and the refunds owed and sent, each within what came in.
INSERT INTO booking_ledger (booking_id, kind, amount_cents, created_at)
  SELECT id, 'CHARGE', total_amount_cents, created_at FROM bookings WHERE total_amount_cents > 0;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, amount_cents, amount_sats, txid, vout, btc_usd_rate, created_at)
  SELECT p.booking_id, 'PAYMENT', coalesce(round(p.amount_sats * b.btc_usd_rate / 1000000), 0), p.amount_sats,
    p.txid, p.vout, b.btc_usd_rate, p.first_seen_at
  FROM invoice_payments p JOIN bookings b ON b.id = p.booking_id WHERE p.counted;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, amount_cents, created_at)
  SELECT b.id, 'PAYMENT_ATTESTED', b.total_amount_cents - r.received, b.updated_at
  FROM bookings b, LATERAL (SELECT received_cents AS received FROM booking_balance(b.id)) r
  WHERE b.payment_status = 'CONFIRMED' AND b.total_amount_cents > r.received;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, created_at)
  SELECT b.id, 'REFUND_OWED', 'CANCELLATION', least(b.refund_amount_cents, r.received), coalesce(b.cancelled_at, b.updated_at)
  FROM bookings b, LATERAL (SELECT received_cents AS received FROM booking_balance(b.id)) r
  WHERE b.booking_status = 'CANCELLED' AND b.refund_amount_cents > 0 AND r.received > 0;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, txid, address, created_at)
  SELECT p.booking_id, 'REFUND_PAID', p.kind, least(coalesce(p.amount_cents, 0), r.owed), p.amount_sats, p.txid, p.address, p.paid_at
  FROM refund_payouts p, LATERAL (SELECT refund_owed_cents AS owed FROM booking_balance(p.booking_id)) r
  WHERE p.kind = 'CANCELLATION';--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, created_at)
  SELECT b.id, 'REFUND_OWED', 'LATE_PAYMENT', r.received_cents, r.received_sats, coalesce(b.cancelled_at, b.updated_at)
  FROM bookings b, booking_balance(b.id) r
  WHERE b.booking_status = 'CANCELLED' AND b.payment_status = 'PENDING' AND b.invoice_status = 'LATE' AND r.received_sats > 0;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, created_at)
  SELECT b.id, 'REFUND_OWED', 'OVERPAYMENT', coalesce(round((r.received_sats - b.amount_sats) * b.btc_usd_rate / 1000000), 0),
    r.received_sats - b.amount_sats, b.updated_at
  FROM bookings b, booking_balance(b.id) r
  WHERE b.invoice_status = 'OVERPAID' AND r.received_sats > b.amount_sats;--> statement-breakpoint
INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, txid, address, created_at)
  SELECT p.booking_id, 'REFUND_PAID', p.kind, least(coalesce(p.amount_cents, 0), r.refund_owed_cents), p.amount_sats, p.txid, p.address, p.paid_at
  FROM refund_payouts p, booking_balance(p.booking_id) r
  WHERE p.kind <> 'CANCELLATION';
