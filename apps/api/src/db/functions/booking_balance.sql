-- One booking's sums (docs/product.md#1411-the-bookings-ledger, decision 076). Received counts what
-- the chain showed, what an administrator attested and what a change carried over from the booking
-- it replaced. EU261 compensation owed and paid is no refund of what came in, and is left out
-- (decision 098).
CREATE OR REPLACE FUNCTION booking_balance(p_booking uuid)
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
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'REFUND_PAID' AND refund_kind <> 'COMPENSATION'), 0)
  FROM booking_ledger WHERE booking_id = p_booking
$$;
