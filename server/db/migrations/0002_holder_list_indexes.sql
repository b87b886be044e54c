-- Live-only (deleted_at is null) list indexes: counts and deep pages come from the index alone.
DROP INDEX "holders_name_idx";--> statement-breakpoint
DROP INDEX "holders_city_idx";--> statement-breakpoint
DROP INDEX "holders_postal_code_idx";--> statement-breakpoint
DROP INDEX "holders_status_idx";--> statement-breakpoint
DROP INDEX "holders_supplier_status_idx";--> statement-breakpoint
DROP INDEX "holders_category_idx";--> statement-breakpoint
DROP INDEX "holders_storage_capacity_idx";--> statement-breakpoint
DROP INDEX "holders_identification_date_idx";--> statement-breakpoint
DROP INDEX "holders_created_idx";--> statement-breakpoint
DROP INDEX "holders_updated_idx";--> statement-breakpoint
CREATE INDEX "holders_live_idx" ON "holders" USING btree ("delegation_id","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_name_idx" ON "holders" USING btree ("name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_city_idx" ON "holders" USING btree ("city","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_postal_code_idx" ON "holders" USING btree ("postal_code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_status_idx" ON "holders" USING btree ("status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_supplier_status_idx" ON "holders" USING btree ("supplier_status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_category_idx" ON "holders" USING btree ("category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_storage_capacity_idx" ON "holders" USING btree ("storage_capacity","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_identification_date_idx" ON "holders" USING btree ("identification_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_created_idx" ON "holders" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holders_updated_idx" ON "holders" USING btree ("updated_at","id") WHERE deleted_at is null;