-- The PNR, the first 7 characters of a booking's tracking ID, names one booking: a boarding pass
-- carries it and Track Booking finds a booking by it with a passenger's last name (decision 087).
CREATE UNIQUE INDEX "bookings_pnr_key" ON "bookings" USING btree (left("tracking_id", 7));
