-- News by e-mail and web push (decision 096): the kinds each booking and each account turned off, each piece of news
-- given once (its key makes a retry or a second process a no-op), and the devices that asked for it.
CREATE TABLE "booking_news_settings" (
  "booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "off" text[] DEFAULT '{}'::text[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "user_news_settings" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "off" text[] DEFAULT '{}'::text[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "booking_news" (
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "event" text NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "booking_news_booking_id_kind_event_pk" PRIMARY KEY ("booking_id", "kind", "event")
);--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_booking_endpoint_key" ON "push_subscriptions" ("booking_id", "endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_booking_idx" ON "push_subscriptions" ("booking_id");
