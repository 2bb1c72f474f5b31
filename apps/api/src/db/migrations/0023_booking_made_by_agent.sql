-- A booking made at the desk for a customer names the administrator who made it (docs/product.md §12.2).
ALTER TABLE "bookings" ADD COLUMN "created_by_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The customer page reads the audit events about one customer and their bookings.
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type", "target_id", "occurred_at");
