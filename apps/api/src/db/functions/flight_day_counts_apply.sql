-- flight_day_counts holds the number of flights per UTC departure day. Statement-level
-- triggers with transition tables (flights_day_counts_insert, _delete, _update) keep it exact in the
-- same transaction as every insert, delete or update of flights (one grouped upsert per statement,
-- also for bulk inserts).
CREATE OR REPLACE FUNCTION flight_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
