ALTER TABLE "cards" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;