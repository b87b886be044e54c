CREATE TABLE "holder_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" uuid NOT NULL,
	"signed_on" date NOT NULL,
	"signer_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"scan_upload_id" uuid,
	"signature_upload_id" uuid,
	"text_version" text NOT NULL,
	"over_ten_tonnes" boolean NOT NULL,
	"animal_fat" boolean NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "holder_declarations_signed_check" CHECK ("holder_declarations"."scan_upload_id" is not null or "holder_declarations"."signature_upload_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "holder_non_compliance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" uuid NOT NULL,
	"since" date NOT NULL,
	"reason" text NOT NULL,
	"iscc_reference" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"lifted_at" timestamp (3) with time zone,
	"lifted_by" uuid,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "holder_declarations" ADD CONSTRAINT "holder_declarations_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_declarations" ADD CONSTRAINT "holder_declarations_scan_upload_id_uploads_id_fk" FOREIGN KEY ("scan_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_declarations" ADD CONSTRAINT "holder_declarations_signature_upload_id_uploads_id_fk" FOREIGN KEY ("signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_declarations" ADD CONSTRAINT "holder_declarations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_non_compliance" ADD CONSTRAINT "holder_non_compliance_holder_id_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_non_compliance" ADD CONSTRAINT "holder_non_compliance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_non_compliance" ADD CONSTRAINT "holder_non_compliance_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holder_declarations_holder_idx" ON "holder_declarations" USING btree ("holder_id","signed_on","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "holder_non_compliance_open_uq" ON "holder_non_compliance" USING btree ("holder_id") WHERE lifted_at is null;