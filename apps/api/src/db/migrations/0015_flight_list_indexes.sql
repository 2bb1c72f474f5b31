-- docs/product.md §13.1: the customer list's total takes off the few cancelled flights ahead through
-- this partial index, and the duration sort reads the expression index in order.
CREATE INDEX "flights_cancelled_departure_idx" ON "flights" USING btree ("departure_at") WHERE "status" = 'CANCELLED';--> statement-breakpoint
CREATE INDEX "flights_duration_idx" ON "flights" USING btree (("arrival_at" - "departure_at"), "departure_at");
