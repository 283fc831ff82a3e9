CREATE TABLE "sandbox_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"customer_ref" text,
	"idempotency_key" text,
	"description" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_ledger_amount_nonneg" CHECK ("sandbox_ledger"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ledger_kind_key" ON "sandbox_ledger" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_ledger_reference_idx" ON "sandbox_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_provider_authorization_idx" ON "payments" USING btree ("provider_authorization_id");