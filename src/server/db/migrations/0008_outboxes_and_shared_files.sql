CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" integer,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "provider_calls_kind" CHECK ("provider_calls"."kind" in ('authorize', 'capture', 'void', 'refund', 'charge')),
	CONSTRAINT "provider_calls_status" CHECK ("provider_calls"."status" in ('pending', 'done', 'failed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_calls_idempotency_key" ON "provider_calls" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "provider_calls_pending_idx" ON "provider_calls" USING btree ("run_after") WHERE "provider_calls"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_calls_payment_idx" ON "provider_calls" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "email_outbox_waiting_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."status" = 'queued';--> statement-breakpoint
-- Unsubscribe tokens are kept only as their SHA-256 (ADR 0029); links already sent keep working.
UPDATE "subscribed_provided_services" SET "unsubscribe_token" = encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex');
