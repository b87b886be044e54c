CREATE TYPE "public"."history_action" AS ENUM('CREATE', 'UPDATE', 'DELETE', 'DECISION', 'AMENDMENT', 'DECLARATION', 'NON_COMPLIANT', 'COMPLIANT', 'PERMISSIONS', 'STATUS', 'SIGN_IN', 'PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."history_record_kind" AS ENUM('holder', 'relayDepot', 'subcontractor', 'tour', 'removalVoucher', 'user', 'complaint', 'region', 'zone');--> statement-breakpoint
CREATE TABLE "history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" "user_role",
	"address" text,
	"action" "history_action" NOT NULL,
	"record_kind" "history_record_kind" NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"region_ids" uuid[] NOT NULL,
	"zone_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("record_kind","record_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING btree ("at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_actor_idx" ON "history" USING btree ("actor_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (history): the history is append-only. No statement of the application changes
-- or deletes an entry; this trigger refuses it anyway, whoever runs it. TRUNCATE is refused by
-- REVOKE for the application's role (server/README.md, History); db:restore disables the
-- triggers while it loads, as it does for every table.
CREATE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON history
  FOR EACH ROW EXECUTE FUNCTION history_append_only();
