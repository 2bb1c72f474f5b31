-- Emptying flights empties flight_day_counts (trigger flights_day_counts_truncate).
CREATE OR REPLACE FUNCTION flight_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM flight_day_counts;
  RETURN NULL;
END;
$$;
