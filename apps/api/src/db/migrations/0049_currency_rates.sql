-- The last good table of display rates read from CURRENCY_RATES_URL (decision 104): one row, written by
-- the currency-rates job, read by GET /currency-rates in every process.
CREATE TABLE "currency_rates" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "rates" jsonb NOT NULL,
  "source_url" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
