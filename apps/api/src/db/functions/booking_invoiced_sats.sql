-- What a booking's invoices ask in sats: its own and those of its changes that did not lapse; null
-- before the booking has an invoice.
CREATE OR REPLACE FUNCTION booking_invoiced_sats(p_booking uuid) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT b.amount_sats + coalesce((SELECT sum(amount_sats) FROM flight_changes
    WHERE booking_id = b.id AND status <> 'LAPSED' AND amount_sats IS NOT NULL), 0)
  FROM bookings b WHERE b.id = p_booking
$$;
