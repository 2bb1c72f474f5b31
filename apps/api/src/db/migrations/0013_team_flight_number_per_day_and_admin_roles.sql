DROP INDEX "flights_flight_number_key";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "team_role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "flights_flight_number_day_key" ON "flights" USING btree ("flight_number",(("departure_at" AT TIME ZONE 'UTC')::date));