ALTER TYPE "public"."payment_status" ADD VALUE 'authorized' BEFORE 'succeeded';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'voided' BEFORE 'succeeded';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_authorization_id" text;--> statement-breakpoint
ALTER TABLE "subscribed_provided_services" ADD COLUMN "unsubscribe_token" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribed_services_unsubscribe_token_key" ON "subscribed_provided_services" USING btree ("unsubscribe_token");