ALTER TABLE "permissions" ADD COLUMN "stock" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "buyer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "shipment" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand: the accounts that exist get the new actions their role has by default
-- (server/seed/accounts.ts, the app's role presets): administrators all of them, regional
-- managers read and move their depots' stock, read buyers and ship from their depots.
UPDATE "permissions" p SET "stock" = 'READ|CREATE|UPDATE', "buyer" = 'READ|CREATE|UPDATE|DELETE', "shipment" = 'READ|CREATE|UPDATE'
  FROM "users" u WHERE u."id" = p."user_id" AND u."role" = 'ADMIN';--> statement-breakpoint
UPDATE "permissions" p SET "stock" = 'READ|CREATE', "buyer" = 'READ', "shipment" = 'READ|CREATE|UPDATE'
  FROM "users" u WHERE u."id" = p."user_id" AND u."role" = 'REGIONAL_MANAGER';
