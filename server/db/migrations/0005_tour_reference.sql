-- A tour gets a readable reference (T-<year of creation>-<number from a sequence>, unique) and a
-- planned date. Existing tours are numbered in creation order; the sequence goes on from there.
CREATE SEQUENCE "public"."tour_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "reference" text;--> statement-breakpoint
WITH "numbered" AS (
  SELECT "id", "created_at", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "tours"
)
UPDATE "tours" SET "reference" = 'T-' || to_char("numbered"."created_at" at time zone 'Africa/Tunis', 'YYYY') || '-' || lpad("numbered"."n"::text, 4, '0')
FROM "numbered" WHERE "tours"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('tour_reference_seq', greatest((SELECT count(*) FROM "tours"), 1), (SELECT count(*) FROM "tours") > 0);--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "reference" SET DEFAULT ('T-' || to_char(now() at time zone 'Africa/Tunis', 'YYYY') || '-' || lpad(nextval('tour_reference_seq')::text, 4, '0'));--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "planned_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "tours_reference_uq" ON "tours" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "tours_planned_idx" ON "tours" USING btree ("planned_date","id");
