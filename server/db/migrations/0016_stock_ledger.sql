CREATE TABLE "stock_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"relay_depot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"litres" double precision NOT NULL,
	"kg" double precision NOT NULL,
	"density" double precision NOT NULL,
	"voucher_id" uuid,
	"shipment_id" uuid,
	"transfer_id" uuid,
	"measured_litres" double precision,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "stock_entries_kind_check" CHECK ("stock_entries"."kind" in ('OPENING', 'IN', 'OUT', 'TRANSFER_OUT', 'TRANSFER_IN', 'ADJUSTMENT')),
	CONSTRAINT "stock_entries_density_check" CHECK ("stock_entries"."density" > 0),
	CONSTRAINT "stock_entries_reason_check" CHECK ("stock_entries"."kind" <> 'ADJUSTMENT' or length(trim("stock_entries"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relay_depot_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"closed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "stock_periods_days_check" CHECK ("stock_periods"."from_day" <= "stock_periods"."to_day")
);
--> statement-breakpoint
ALTER TABLE "removal_vouchers" ADD COLUMN "relay_depot_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_voucher_id_removal_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."removal_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_periods" ADD CONSTRAINT "stock_periods_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_periods" ADD CONSTRAINT "stock_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_entries_depot_day_idx" ON "stock_entries" USING btree ("relay_depot_id","occurred_on","seq");--> statement-breakpoint
CREATE INDEX "stock_entries_voucher_idx" ON "stock_entries" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "stock_entries_shipment_idx" ON "stock_entries" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "stock_entries_transfer_idx" ON "stock_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_periods_depot_to_uq" ON "stock_periods" USING btree ("relay_depot_id","to_day");--> statement-breakpoint
ALTER TABLE "removal_vouchers" ADD CONSTRAINT "removal_vouchers_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_vouchers_depot_idx" ON "removal_vouchers" USING btree ("relay_depot_id");--> statement-breakpoint
ALTER TABLE "relay_depots" ADD CONSTRAINT "relay_depots_quantity_check" CHECK ("relay_depots"."quantity" >= 0);--> statement-breakpoint
-- Hand-written (stock ledger, docs/decisions/0023): each existing depot opens its ledger with
-- today's typed quantity, then triggers keep the depot's quantity as the ledger's balance and
-- keep the entries of a closed period as they are.
INSERT INTO "stock_entries" ("relay_depot_id", "kind", "occurred_on", "litres", "kg", "density", "reason")
SELECT "id", 'OPENING', current_date, "quantity", "quantity" * 0.92, 0.92, 'Stock saisi avant le registre'
FROM "relay_depots";--> statement-breakpoint
CREATE FUNCTION stock_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE relay_depots SET quantity = quantity - OLD.litres,
      updated_at = greatest(now(), updated_at + interval '1 millisecond')
    WHERE id = OLD.relay_depot_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE relay_depots SET quantity = quantity + NEW.litres,
      updated_at = greatest(now(), updated_at + interval '1 millisecond')
    WHERE id = NEW.relay_depot_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_entries_balance" AFTER INSERT OR UPDATE OR DELETE ON "stock_entries" FOR EACH ROW EXECUTE FUNCTION stock_entries_balance();--> statement-breakpoint
CREATE FUNCTION stock_entries_closed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM stock_periods p
      WHERE p.relay_depot_id = OLD.relay_depot_id AND p.to_day >= OLD.occurred_on) THEN
    RAISE EXCEPTION 'stock period closed' USING ERRCODE = '23514', CONSTRAINT = 'stock_entries_period_closed';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM stock_periods p
      WHERE p.relay_depot_id = NEW.relay_depot_id AND p.to_day >= NEW.occurred_on) THEN
    RAISE EXCEPTION 'stock period closed' USING ERRCODE = '23514', CONSTRAINT = 'stock_entries_period_closed';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_entries_closed_guard" BEFORE INSERT OR UPDATE OR DELETE ON "stock_entries" FOR EACH ROW EXECUTE FUNCTION stock_entries_closed_guard();
