-- flight_day_counts holds the number of flights per UTC departure day. Statement-level
-- triggers with transition tables keep it exact in the same transaction as every insert,
-- delete or update of flights (one grouped upsert per statement, also for bulk inserts).
CREATE FUNCTION flight_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO flight_day_counts (day, flights)
      SELECT (departure_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET flights = flight_day_counts.flights + excluded.flights;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO flight_day_counts (day, flights)
      SELECT (departure_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET flights = flight_day_counts.flights + excluded.flights;
  ELSE
    INSERT INTO flight_day_counts (day, flights)
      SELECT day, sum(delta) FROM (
        SELECT (departure_at AT TIME ZONE 'UTC')::date AS day, 1 AS delta FROM new_rows
        UNION ALL
        SELECT (departure_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
      ) changes GROUP BY day HAVING sum(delta) <> 0
      ON CONFLICT (day) DO UPDATE SET flights = flight_day_counts.flights + excluded.flights;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER flights_day_counts_insert AFTER INSERT ON flights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER flights_day_counts_delete AFTER DELETE ON flights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER flights_day_counts_update AFTER UPDATE ON flights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flight_day_counts_apply();--> statement-breakpoint
INSERT INTO flight_day_counts (day, flights)
  SELECT (departure_at AT TIME ZONE 'UTC')::date, count(*) FROM flights GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION flight_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM flight_day_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER flights_day_counts_truncate AFTER TRUNCATE ON flights
  FOR EACH STATEMENT EXECUTE FUNCTION flight_day_counts_clear();
