-- The language a user chose for the interface (fr, en), kept on the account; null until chosen.
ALTER TABLE "users" ADD COLUMN "language" text;