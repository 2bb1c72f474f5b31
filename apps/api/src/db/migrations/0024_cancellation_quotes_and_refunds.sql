-- Cancellation quotes, refund addresses and refunds sent (docs/product.md §14.6, decision 051).
CREATE TABLE "cancellation_quotes" (
	"booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"id" uuid NOT NULL,
	"refund_amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_quotes_id_key" ON "cancellation_quotes" USING btree ("id");
--> statement-breakpoint
CREATE TABLE "refund_addresses" (
	"booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"address" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payouts" (
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"txid" text NOT NULL,
	"address" text NOT NULL,
	"amount_cents" integer,
	"amount_sats" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	"paid_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	CONSTRAINT "refund_payouts_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
