-- Service requests (decision 099): each passenger's IATA service codes on each flight, and the
-- contact inbox's accommodation requests tagged with their booking reference.
ALTER TABLE "booking_passengers" ADD COLUMN "service_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- the codes the spec's meal preference and assistance flags stand for, on every booking made before
UPDATE "booking_passengers" SET "service_codes" = array_remove(ARRAY[
  CASE "wheelchair" WHEN true THEN 'WCHR' END,
  CASE "meal_preference" WHEN 'VEGETARIAN' THEN 'VGML' WHEN 'HALAL' THEN 'MOML' WHEN 'KOSHER' THEN 'KSML' END,
  CASE "elderly" WHEN true THEN 'MAAS' END
]::text[], NULL);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "booking_reference" text;
