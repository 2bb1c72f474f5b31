-- Languages of e-mails and documents (docs/product.md#1418-languages-of-e-mails-and-documents, decision 103):
-- the customer's chosen language, and the language a booking was made in, for a booking without an account.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en', 'es', 'fr', 'ar'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("language" in ('en', 'es', 'fr', 'ar'));
