-- The language of the request that wrote a contact message or subscribed to the newsletter: the
-- language of the answers and newsletter mails its sender receives (docs/product.md#1418-languages-of-e-mails-and-documents, decision 103).
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("language" in ('en', 'es', 'fr', 'ar'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("language" in ('en', 'es', 'fr', 'ar'));
