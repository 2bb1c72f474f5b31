-- Fare brands (docs/product.md#1416-fare-brands, decision 100): each class sold as Light, Classic and Flex.
-- The settings, one row per class and brand with its defaults; each booked flight keeps its brand and
-- the terms it bought (null: a booking made before brands, Classic's fare rules).
CREATE TABLE "fare_brands" (
  "class_type" text NOT NULL,
  "brand" text NOT NULL,
  "terms" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fare_brands_pkey" PRIMARY KEY ("class_type", "brand")
);--> statement-breakpoint
INSERT INTO "fare_brands" ("class_type", "brand", "terms") VALUES
  ('ECONOMY', 'LIGHT', '{"priceDiffPercent":-15,"includedBags":0,"change":{"allowed":false,"feeCents":0},"refund":{"policy":"NONE","fullUntilHours":0}}'),
  ('ECONOMY', 'CLASSIC', '{"priceDiffPercent":0,"includedBags":1,"change":{"allowed":true,"feeCents":7500},"refund":{"policy":"BANDS","fullUntilHours":0}}'),
  ('ECONOMY', 'FLEX', '{"priceDiffPercent":30,"includedBags":2,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"FULL","fullUntilHours":24}}'),
  ('BUSINESS', 'LIGHT', '{"priceDiffPercent":-15,"includedBags":0,"change":{"allowed":false,"feeCents":0},"refund":{"policy":"NONE","fullUntilHours":0}}'),
  ('BUSINESS', 'CLASSIC', '{"priceDiffPercent":0,"includedBags":1,"change":{"allowed":true,"feeCents":5000},"refund":{"policy":"BANDS","fullUntilHours":0}}'),
  ('BUSINESS', 'FLEX', '{"priceDiffPercent":30,"includedBags":2,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"FULL","fullUntilHours":24}}'),
  ('FIRST', 'LIGHT', '{"priceDiffPercent":-15,"includedBags":0,"change":{"allowed":false,"feeCents":0},"refund":{"policy":"NONE","fullUntilHours":0}}'),
  ('FIRST', 'CLASSIC', '{"priceDiffPercent":0,"includedBags":1,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"BANDS","fullUntilHours":0}}'),
  ('FIRST', 'FLEX', '{"priceDiffPercent":30,"includedBags":2,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"FULL","fullUntilHours":24}}'),
  ('PRIVATEJET', 'LIGHT', '{"priceDiffPercent":-15,"includedBags":0,"change":{"allowed":false,"feeCents":0},"refund":{"policy":"NONE","fullUntilHours":0}}'),
  ('PRIVATEJET', 'CLASSIC', '{"priceDiffPercent":0,"includedBags":1,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"BANDS","fullUntilHours":0}}'),
  ('PRIVATEJET', 'FLEX', '{"priceDiffPercent":30,"includedBags":2,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"FULL","fullUntilHours":24}}'),
  ('CHOPPER', 'LIGHT', '{"priceDiffPercent":-15,"includedBags":0,"change":{"allowed":false,"feeCents":0},"refund":{"policy":"NONE","fullUntilHours":0}}'),
  ('CHOPPER', 'CLASSIC', '{"priceDiffPercent":0,"includedBags":1,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"BANDS","fullUntilHours":0}}'),
  ('CHOPPER', 'FLEX', '{"priceDiffPercent":30,"includedBags":2,"change":{"allowed":true,"feeCents":0},"refund":{"policy":"FULL","fullUntilHours":24}}')
;--> statement-breakpoint
-- the flight answers show each class's brands: their cache is dropped when the settings change
CREATE TRIGGER fare_brands_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fare_brands
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();--> statement-breakpoint
ALTER TABLE "booking_segments" ADD COLUMN "fare_brand" text DEFAULT 'CLASSIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_segments" ADD COLUMN "fare_terms" jsonb;
