-- Live holders per delegation and status, kept by statement triggers on holders: a list's total
-- under an area and status filter is a sum over a few hundred rows instead of a count of every
-- matching holder. Changes are applied in key order, so concurrent writers cannot deadlock.
CREATE TABLE "holder_counts" (
	"delegation_id" uuid NOT NULL,
	"status" "holder_status" NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "holder_counts_delegation_id_status_pk" PRIMARY KEY("delegation_id","status")
);--> statement-breakpoint
CREATE FUNCTION holder_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM holder_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO holder_counts AS c (delegation_id, status, live)
    SELECT delegation_id, status, count(*) FROM new_rows WHERE deleted_at IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (delegation_id, status) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO holder_counts AS c (delegation_id, status, live)
    SELECT delegation_id, status, -count(*) FROM old_rows WHERE deleted_at IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (delegation_id, status) DO UPDATE SET live = c.live + excluded.live;
  ELSE
    INSERT INTO holder_counts AS c (delegation_id, status, live)
    SELECT delegation_id, status, sum(change) FROM (
      SELECT delegation_id, status, 1 AS change FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT delegation_id, status, -1 FROM old_rows WHERE deleted_at IS NULL
    ) changes
    GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
    ON CONFLICT (delegation_id, status) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "holder_counts_insert" AFTER INSERT ON "holders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION holder_counts_change();--> statement-breakpoint
CREATE TRIGGER "holder_counts_update" AFTER UPDATE ON "holders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION holder_counts_change();--> statement-breakpoint
CREATE TRIGGER "holder_counts_delete" AFTER DELETE ON "holders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION holder_counts_change();--> statement-breakpoint
CREATE TRIGGER "holder_counts_truncate" AFTER TRUNCATE ON "holders" FOR EACH STATEMENT EXECUTE FUNCTION holder_counts_change();--> statement-breakpoint
INSERT INTO "holder_counts" ("delegation_id", "status", "live")
SELECT "delegation_id", "status", count(*) FROM "holders" WHERE "deleted_at" IS NULL GROUP BY 1, 2;
