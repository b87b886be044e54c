-- A decision's reason is its own field: the collector's comments stay as written.
ALTER TABLE "removal_vouchers" ADD COLUMN "decision_comment" text;