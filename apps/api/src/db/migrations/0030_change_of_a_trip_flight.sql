-- A change quote names which flight of a trip it changes (docs/product.md §14.8, decision 074).
ALTER TABLE "change_quotes" ADD COLUMN "segment" smallint DEFAULT 0 NOT NULL;
