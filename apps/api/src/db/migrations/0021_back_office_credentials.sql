-- A temporary password set on the Team screen must be changed at the next login (docs/product.md §23).
ALTER TABLE "admins" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
