-- The booking ledger is append-only (trigger booking_ledger_append_only): an entry is never changed
-- or removed, but with its booking.
CREATE OR REPLACE FUNCTION booking_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'booking_ledger is append-only' USING ERRCODE = 'SKY02';
END;
$$;
