CREATE TYPE "public"."collect_frequency_type" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('OPEN', 'IN_PROGRESS', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."holder_category" AS ENUM('EXCLUSIVE', 'PARTIAL', 'NONCONTRIBUTIVE');--> statement-breakpoint
CREATE TYPE "public"."holder_status" AS ENUM('PLANNED', 'PENDING', 'COLLECTED', 'ANOMALY');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('SIGN_IN', 'PASSWORD_RESET');--> statement-breakpoint
CREATE TYPE "public"."sector_code" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TYPE "public"."supplier_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('SUPER_ADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'SUBCONTRACTOR', 'DRIVER');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'PENDING', 'REVOKED');--> statement-breakpoint
CREATE TYPE "public"."removal_voucher_status" AS ENUM('CONFIRMED', 'NOT_CONFIRMED', 'AWAITING');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" uuid,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "complaint_status" DEFAULT 'OPEN' NOT NULL,
	"resolution" text,
	"resolved_at" timestamp (3) with time zone,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"zone_id" uuid NOT NULL,
	"governorate_id" uuid NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dev_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"login" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "governorates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"oil_type" text NOT NULL,
	"storage_capacity" double precision NOT NULL,
	"contact" text NOT NULL,
	"contact_landline" text,
	"sector_code" "sector_code" NOT NULL,
	"sector_s_act_code" "sector_code" NOT NULL,
	"identification_date" timestamp (3) with time zone NOT NULL,
	"subcontractor_assignment_start_date" timestamp (3) with time zone NOT NULL,
	"postal_code" integer NOT NULL,
	"city" text NOT NULL,
	"net_amount" double precision NOT NULL,
	"latest_tank_assignment" text NOT NULL,
	"latest_tank_assignment_date" timestamp (3) with time zone NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"number" text NOT NULL,
	"delegation_id" uuid NOT NULL,
	"subcontractor_id" uuid,
	"status" "holder_status" DEFAULT 'PENDING' NOT NULL,
	"supplier_status" "supplier_status" NOT NULL,
	"category" "holder_category" NOT NULL,
	"collect_frequency_type" "collect_frequency_type" NOT NULL,
	"collect_frequency_number" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"search" text GENERATED ALWAYS AS (lower(coalesce(name, '')) || ' ' || lower(coalesce(number, '')) || ' ' || lower(coalesce(city, '')) || ' ' || lower(coalesce(address, '')) || ' ' || lower(coalesce(contact, '')) || ' ' || lower(coalesce(contact_email, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_operation_key_pk" PRIMARY KEY("user_id","operation","key")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"consumed_at" timestamp (3) with time zone,
	"invalidated_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"relay_depot" text DEFAULT '' NOT NULL,
	"subcontractor" text DEFAULT '' NOT NULL,
	"tour" text DEFAULT '' NOT NULL,
	"removal_voucher" text DEFAULT '' NOT NULL,
	"driver" text DEFAULT '' NOT NULL,
	"users" text DEFAULT '' NOT NULL,
	"complaint" text DEFAULT '' NOT NULL,
	"region_id" uuid,
	"zone_id" uuid,
	CONSTRAINT "permissions_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "relay_depot_zones" (
	"relay_depot_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "relay_depot_zones_relay_depot_id_zone_id_pk" PRIMARY KEY("relay_depot_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "relay_depots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"capacity" double precision NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(coalesce(code, '')) || ' ' || lower(coalesce(name, '')) || ' ' || lower(coalesce(address, '')) || ' ' || lower(coalesce(email, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removal_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"extracted_tanks" jsonb NOT NULL,
	"due_sum" double precision NOT NULL,
	"holder_id" uuid NOT NULL,
	"removal_date" date NOT NULL,
	"status" "removal_voucher_status" DEFAULT 'AWAITING' NOT NULL,
	"decision_date" timestamp (3) with time zone,
	"comments" text DEFAULT '' NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"holder_signature" text,
	"subcontractor_id" uuid NOT NULL,
	"actual_subcontractor_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subcontractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_start_date" timestamp (3) with time zone NOT NULL,
	"contract_end_date" timestamp (3) with time zone NOT NULL,
	"company_name" text NOT NULL,
	"zone_id" uuid NOT NULL,
	"relay_depot_id" uuid NOT NULL,
	"collection_capacity" double precision NOT NULL,
	"assigned_tank_capacity" double precision NOT NULL,
	"fleet_size" integer NOT NULL,
	"vehicle_capacities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manager_subcontractor_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcontractors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "tour_holders" (
	"tour_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tour_holders_tour_id_position_pk" PRIMARY KEY("tour_id","position")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subcontractor_id" uuid NOT NULL,
	"assigned_subcontractor_id" uuid,
	"zone_id" uuid NOT NULL,
	"relay_depot_id" uuid NOT NULL,
	"driver_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"phone_digits" text,
	"cin" text NOT NULL,
	"role" "user_role" NOT NULL,
	"status" "user_status" DEFAULT 'PENDING' NOT NULL,
	"profile_picture" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"search" text GENERATED ALWAYS AS (lower(coalesce(first_name, '')) || ' ' || lower(coalesce(last_name, '')) || ' ' || lower(coalesce(email, '')) || ' ' || lower(coalesce(phone_number, '')) || ' ' || lower(coalesce(phone_digits, '')) || ' ' || lower(coalesce(cin, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_delegation_id_delegations_id_fk" FOREIGN KEY ("delegation_id") REFERENCES "public"."delegations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_depot_zones" ADD CONSTRAINT "relay_depot_zones_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_depot_zones" ADD CONSTRAINT "relay_depot_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_vouchers" ADD CONSTRAINT "removal_vouchers_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_vouchers" ADD CONSTRAINT "removal_vouchers_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_vouchers" ADD CONSTRAINT "removal_vouchers_actual_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("actual_subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_manager_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("manager_subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_holders" ADD CONSTRAINT "tour_holders_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_holders" ADD CONSTRAINT "tour_holders_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_assigned_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("assigned_subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_relay_depot_id_relay_depots_id_fk" FOREIGN KEY ("relay_depot_id") REFERENCES "public"."relay_depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_holder_idx" ON "complaints" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "delegations_zone_idx" ON "delegations" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "delegations_governorate_idx" ON "delegations" USING btree ("governorate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delegations_governorate_name_uq" ON "delegations" USING btree ("governorate_id","name");--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient_idx" ON "dev_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "holders_number_uq" ON "holders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "holders_search_trgm" ON "holders" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holders_delegation_idx" ON "holders" USING btree ("delegation_id");--> statement-breakpoint
CREATE INDEX "holders_subcontractor_idx" ON "holders" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "holders_name_idx" ON "holders" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "holders_city_idx" ON "holders" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "holders_postal_code_idx" ON "holders" USING btree ("postal_code","id");--> statement-breakpoint
CREATE INDEX "holders_status_idx" ON "holders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "holders_supplier_status_idx" ON "holders" USING btree ("supplier_status","id");--> statement-breakpoint
CREATE INDEX "holders_category_idx" ON "holders" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "holders_sector_code_idx" ON "holders" USING btree ("sector_code");--> statement-breakpoint
CREATE INDEX "holders_storage_capacity_idx" ON "holders" USING btree ("storage_capacity","id");--> statement-breakpoint
CREATE INDEX "holders_identification_date_idx" ON "holders" USING btree ("identification_date","id");--> statement-breakpoint
CREATE INDEX "holders_created_idx" ON "holders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "holders_updated_idx" ON "holders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_user_idx" ON "otp_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "permissions_region_idx" ON "permissions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "permissions_zone_idx" ON "permissions" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "relay_depot_zones_zone_idx" ON "relay_depot_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_depots_code_uq" ON "relay_depots" USING btree ("code");--> statement-breakpoint
CREATE INDEX "relay_depots_search_trgm" ON "relay_depots" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "relay_depots_name_idx" ON "relay_depots" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "removal_vouchers_number_uq" ON "removal_vouchers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "removal_vouchers_number_trgm" ON "removal_vouchers" USING gin (lower("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "removal_vouchers_holder_idx" ON "removal_vouchers" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "removal_vouchers_subcontractor_idx" ON "removal_vouchers" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "removal_vouchers_actual_idx" ON "removal_vouchers" USING btree ("actual_subcontractor_id");--> statement-breakpoint
CREATE INDEX "removal_vouchers_status_idx" ON "removal_vouchers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "removal_vouchers_date_idx" ON "removal_vouchers" USING btree ("removal_date","id");--> statement-breakpoint
CREATE INDEX "removal_vouchers_created_idx" ON "removal_vouchers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subcontractors_zone_idx" ON "subcontractors" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "subcontractors_depot_idx" ON "subcontractors" USING btree ("relay_depot_id");--> statement-breakpoint
CREATE INDEX "subcontractors_company_trgm" ON "subcontractors" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcontractors_company_idx" ON "subcontractors" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "tour_holders_holder_idx" ON "tour_holders" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "tours_zone_idx" ON "tours" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "tours_subcontractor_idx" ON "tours" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "tours_assigned_idx" ON "tours" USING btree ("assigned_subcontractor_id");--> statement-breakpoint
CREATE INDEX "tours_depot_idx" ON "tours" USING btree ("relay_depot_id");--> statement-breakpoint
CREATE INDEX "tours_driver_idx" ON "tours" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "tours_created_idx" ON "tours" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone_digits") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "zones_region_idx" ON "zones" USING btree ("region_id");