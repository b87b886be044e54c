CREATE TYPE "public"."shipment_status" AS ENUM('PLANNED', 'DISPATCHED', 'RECEIVED');--> statement-breakpoint
ALTER TYPE "public"."history_action" ADD VALUE 'DISPATCH';--> statement-breakpoint
ALTER TYPE "public"."history_action" ADD VALUE 'RECEIPT';--> statement-breakpoint
ALTER TYPE "public"."history_record_kind" ADD VALUE 'buyer';--> statement-breakpoint
ALTER TYPE "public"."history_record_kind" ADD VALUE 'shipment';--> statement-breakpoint
CREATE SEQUENCE "public"."sustainability_declaration_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_valid_from" date NOT NULL,
	"certificate_valid_until" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relay_depot_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"dispatch_date" date NOT NULL,
	"vehicle_number" text NOT NULL,
	"transport_document_number" text NOT NULL,
	"gross_weight_kg" double precision NOT NULL,
	"net_weight_kg" double precision NOT NULL,
	"density_kg_per_litre" double precision DEFAULT 0.92 NOT NULL,
	"moisture_impurities_percent" double precision,
	"free_fatty_acids_percent" double precision,
	"status" "shipment_status" DEFAULT 'PLANNED' NOT NULL,
	"declaration_number" text,
	"dispatched_at" timestamp (3) with time zone,
	"received_date" date,
	"received_weight_kg" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_net_check" CHECK ("shipments"."net_weight_kg" <= "shipments"."gross_weight_kg")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyers_name_idx" ON "buyers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "buyers_country_idx" ON "buyers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "buyers_valid_until_idx" ON "buyers" USING btree ("certificate_valid_until","id");--> statement-breakpoint
CREATE INDEX "buyers_created_idx" ON "buyers" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_declaration_number_uq" ON "shipments" USING btree ("declaration_number");--> statement-breakpoint
CREATE INDEX "shipments_depot_idx" ON "shipments" USING btree ("relay_depot_id","dispatch_date");--> statement-breakpoint
CREATE INDEX "shipments_buyer_idx" ON "shipments" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "shipments_dispatch_date_idx" ON "shipments" USING btree ("dispatch_date","id");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at","id");