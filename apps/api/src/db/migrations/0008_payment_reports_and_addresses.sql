CREATE TABLE "booking_addresses" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_address_counters" (
	"account" text PRIMARY KEY NOT NULL,
	"next_index" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD CONSTRAINT "booking_addresses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addresses_account_index_key" ON "booking_addresses" USING btree ("account","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addresses_address_key" ON "booking_addresses" USING btree ("address");