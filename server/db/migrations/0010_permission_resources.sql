ALTER TABLE "permissions" ADD COLUMN "history" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "declaration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "amendment" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand: the accounts that exist get the new actions their role has by default
-- (server/seed/accounts.ts, the app's role presets): administrators all three, regional
-- managers record declarations and amend vouchers, companies record declarations at a visit.
UPDATE "permissions" p SET "history" = 'READ', "declaration" = 'READ|CREATE|UPDATE', "amendment" = 'CREATE'
  FROM "users" u WHERE u."id" = p."user_id" AND u."role" = 'ADMIN';--> statement-breakpoint
UPDATE "permissions" p SET "declaration" = 'READ|CREATE', "amendment" = 'CREATE'
  FROM "users" u WHERE u."id" = p."user_id" AND u."role" = 'REGIONAL_MANAGER';--> statement-breakpoint
UPDATE "permissions" p SET "declaration" = 'CREATE'
  FROM "users" u WHERE u."id" = p."user_id" AND u."role" = 'SUBCONTRACTOR';
