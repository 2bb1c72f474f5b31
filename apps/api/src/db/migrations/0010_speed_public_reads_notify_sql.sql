-- Every change to what the public flight reads show (flights, their classes and seat counters,
-- the seats passengers hold) sends one NOTIFY per transaction, delivered at commit, so every
-- server process drops its cache of those answers (docs/product.md §10.1).
CREATE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skylark_public_reads', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER flights_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flights
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();--> statement-breakpoint
CREATE TRIGGER flight_classes_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flight_classes
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();--> statement-breakpoint
CREATE TRIGGER booking_passengers_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_passengers
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
