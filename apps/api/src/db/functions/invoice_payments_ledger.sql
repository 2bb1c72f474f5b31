-- A payment in the booking's ledger (trigger invoice_payments_ledger): an output counts as received
-- once it has its confirmations, at the rate of the invoice it paid (the booking's, or its change's);
-- one that leaves the chain after is reversed, with what it made owed back, and an excess owed back
-- shrinks to what is still paid beyond the invoices. Money on a cancelled booking or for a lapsed change is
-- owed back at once; beyond what the booking's invoices ask, the excess is.
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
      -- what this output made owed back (it came late) goes with it while what is owed and unsent
      -- still covers it; once it is sent, the desk sees more owed than received
      INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, txid, vout, btc_usd_rate)
        SELECT o.booking_id, 'REFUND_OWED', 'LATE_PAYMENT', -o.cents, -o.sats, OLD.txid, OLD.vout, o.rate
        FROM (SELECT booking_id, sum(amount_cents) AS cents, sum(amount_sats) AS sats, max(btc_usd_rate) AS rate
              FROM booking_ledger
              WHERE booking_id = OLD.booking_id AND kind = 'REFUND_OWED' AND refund_kind = 'LATE_PAYMENT'
                AND txid = OLD.txid AND vout = OLD.vout
              GROUP BY booking_id) o,
          booking_balance(OLD.booking_id) s
        WHERE (o.cents > 0 OR o.sats > 0) AND s.refund_owed_cents - s.refund_paid_cents >= o.cents
          -- and leaves books that keep the ledger's rules, so that detection never stops at this booking
          AND s.refund_owed_cents - o.cents <= s.received_cents
          AND s.refund_owed_sats - o.sats <= s.received_sats AND s.received_cents >= 0;
      -- an excess owed back and unsent shrinks to what the booking still holds beyond its invoices
      INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, btc_usd_rate)
        SELECT OLD.booking_id, 'REFUND_OWED', 'OVERPAYMENT',
          -CASE WHEN k.sats = o.sats THEN o.cents ELSE round(k.sats * o.rate / 1000000) END, -k.sats, o.rate
        FROM booking_balance(OLD.booking_id) s,
          (SELECT coalesce(sum(amount_cents), 0) AS cents, coalesce(sum(amount_sats), 0) AS sats,
              max(btc_usd_rate) AS rate
            FROM booking_ledger WHERE booking_id = OLD.booking_id AND kind = 'REFUND_OWED'
              AND refund_kind = 'OVERPAYMENT') o,
          LATERAL (SELECT o.sats - greatest(least(s.received_sats - booking_invoiced_sats(OLD.booking_id)
            - (s.refund_owed_sats - o.sats), o.sats), 0) AS sats) k
        WHERE k.sats > 0
          AND NOT EXISTS (SELECT 1 FROM booking_ledger WHERE booking_id = OLD.booking_id
            AND kind = 'REFUND_PAID' AND refund_kind = 'OVERPAYMENT');
      -- a cancellation's refund owed and unsent shrinks to what the booking still holds, in dollars and
      -- in bitcoin: money that left the chain is not owed back (once some is sent beyond it, the desk
      -- sees more owed than received)
      INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats)
        SELECT OLD.booking_id, 'REFUND_OWED', 'CANCELLATION', -k.cents, -nullif(k.sats, 0)
        FROM booking_balance(OLD.booking_id) s,
          (SELECT coalesce(sum(CASE kind WHEN 'REFUND_OWED' THEN amount_cents ELSE -amount_cents END), 0) AS cents,
              coalesce(sum(CASE kind WHEN 'REFUND_OWED' THEN amount_sats ELSE -amount_sats END), 0) AS sats
           FROM booking_ledger WHERE booking_id = OLD.booking_id AND refund_kind = 'CANCELLATION'
             AND kind IN ('REFUND_OWED', 'REFUND_PAID')) c,
          LATERAL (SELECT greatest(least(c.cents, s.refund_owed_cents - s.received_cents), 0) AS cents,
            greatest(least(c.sats, s.refund_owed_sats - s.received_sats), 0) AS sats) k
        WHERE (k.cents > 0 OR k.sats > 0) AND s.refund_paid_cents <= s.received_cents AND s.received_cents >= 0
          AND s.refund_owed_cents - k.cents <= s.received_cents AND s.refund_owed_sats - k.sats <= s.received_sats;
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
  SELECT s.received_sats - booking_invoiced_sats(NEW.booking_id) - s.refund_owed_sats INTO v_excess
    FROM booking_balance(NEW.booking_id) s;
  IF v_excess > 0 THEN
    INSERT INTO booking_ledger (booking_id, kind, refund_kind, amount_cents, amount_sats, btc_usd_rate)
      VALUES (NEW.booking_id, 'REFUND_OWED', 'OVERPAYMENT', coalesce(round(v_excess * v_rate / 1000000), 0), v_excess, v_rate);
  END IF;
  RETURN NEW;
END;
$$;
