CREATE TABLE "voucher_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_role" "user_role" NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_amendments" ADD CONSTRAINT "voucher_amendments_voucher_id_removal_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."removal_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_amendments" ADD CONSTRAINT "voucher_amendments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_amendments_voucher_idx" ON "voucher_amendments" USING btree ("voucher_id","created_at");