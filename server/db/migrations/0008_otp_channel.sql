-- Where a one-time code went (email or sms, the kind of login typed): a resend goes the same way.
ALTER TABLE "otp_challenges" ADD COLUMN "channel" text;
