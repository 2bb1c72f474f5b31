-- Every change to what the public flight reads show (flights, their classes and seat counters,
-- the seats passengers hold) sends one NOTIFY per transaction, delivered at commit, so every
-- server process drops its cache of those answers
-- (docs/product.md#101-public-reads-from-memory-and-workers).
CREATE OR REPLACE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skylark_public_reads', '');
  RETURN NULL;
END;
$$;
