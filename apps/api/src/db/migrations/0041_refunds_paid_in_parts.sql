-- A booking can be owed a kind of refund more than once (a trip's cancelled flight, then the trip; a
-- second cheaper change): each refund sent is a payout of its own, and what is owed is the ledger's
-- REFUND_OWED less REFUND_PAID of that kind (decision 092).
ALTER TABLE "refund_payouts" DROP CONSTRAINT "refund_payouts_booking_id_kind_pk";--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD COLUMN "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payouts_booking_kind_txid_idx" ON "refund_payouts" ("booking_id", "kind", "txid");--> statement-breakpoint
-- a payout recorded without its amount settled its kind in full when it was made
INSERT INTO "booking_ledger" ("booking_id", "kind", "refund_kind", "amount_cents", "amount_sats", "txid", "address", "created_at")
SELECT p.booking_id, 'REFUND_PAID', p.kind, o.cents, nullif(o.sats, 0), p.txid, p.address, p.paid_at
FROM refund_payouts p,
  LATERAL (
    SELECT
      sum(CASE l.kind WHEN 'REFUND_OWED' THEN l.amount_cents ELSE -l.amount_cents END)::int AS cents,
      coalesce(sum(CASE l.kind WHEN 'REFUND_OWED' THEN l.amount_sats ELSE -l.amount_sats END), 0)::bigint AS sats
    FROM booking_ledger l
    WHERE l.booking_id = p.booking_id AND l.refund_kind = p.kind
  ) o
WHERE p.amount_cents IS NULL AND p.amount_sats IS NULL AND (o.cents > 0 OR o.sats > 0);
