CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "flights_departure_city_trgm_idx" ON "flights" USING gin ("departure_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flights_arrival_city_trgm_idx" ON "flights" USING gin ("arrival_city" gin_trgm_ops);
