-- A driver belongs to a company: its account names the subcontractor it works for.
ALTER TABLE "users" ADD COLUMN "subcontractor_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_subcontractor_idx" ON "users" USING btree ("subcontractor_id");