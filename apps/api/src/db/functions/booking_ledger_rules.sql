-- The ledger's rules, checked for every booking an entry is added to (trigger booking_ledger_rules).
-- Money that came in or left the chain is a fact and always recorded; what is charged, carried out or
-- owed back must fit it. Only an entry that can break a rule is checked: a charge of zero or more only
-- adds to what is charged, which no rule bounds from above.
CREATE OR REPLACE FUNCTION booking_ledger_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  b record;
  s record;
BEGIN
  FOR b IN SELECT DISTINCT booking_id FROM added
    WHERE kind IN ('FEE', 'REFUND_OWED', 'REFUND_PAID', 'TRANSFER_OUT')
      OR (kind = 'CHARGE' AND amount_cents < 0) LOOP
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
    IF (SELECT coalesce(sum(CASE kind WHEN 'REFUND_PAID' THEN amount_cents ELSE -amount_cents END), 0)
        FROM booking_ledger WHERE booking_id = b.booking_id AND refund_kind = 'COMPENSATION') > 0 THEN
      RAISE EXCEPTION 'booking % would pay out more compensation than it owes', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
    IF s.received_cents < 0 THEN
      RAISE EXCEPTION 'booking % would carry out more than it received', b.booking_id USING ERRCODE = 'SKY03';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
