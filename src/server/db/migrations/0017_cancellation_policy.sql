ALTER TABLE "athletes" ADD COLUMN "cancellation_policy" text DEFAULT 'non_refundable' NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_hours" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_cancellation_policy" CHECK ("athletes"."cancellation_policy" IN ('non_refundable', 'free_cancellation'));--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_free_cancellation_hours" CHECK ("athletes"."free_cancellation_hours" BETWEEN 1 AND 168);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_free_cancellation" CHECK (("bookings"."free_cancellation_hours" IS NULL) = ("bookings"."free_cancellation_until" IS NULL));