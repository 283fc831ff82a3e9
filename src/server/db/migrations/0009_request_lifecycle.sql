CREATE TABLE "trainer_agendas" (
	"athlete_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"sessions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_agendas_athlete_id_local_date_pk" PRIMARY KEY("athlete_id","local_date")
);
--> statement-breakpoint
DROP INDEX "reviews_booking_key";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "allowed_cancel" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "request_deadline_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "daily_agenda_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "kind" text GENERATED ALWAYS AS (CASE WHEN comment IS NOT NULL THEN 'public' ELSE 'private' END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_agendas" ADD CONSTRAINT "trainer_agendas_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pending_respond_by_idx" ON "bookings" USING btree ("respond_by") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_kind_key" ON "reviews" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_request_deadline_hours" CHECK ("athletes"."request_deadline_hours" BETWEEN 0 AND 72);--> statement-breakpoint
-- allowed_cancel now means "the trainer asked and the player may approve" (ADR 0030): it was
-- true on every booking before.
UPDATE "bookings" SET "allowed_cancel" = ("status" = 'incomplete');--> statement-breakpoint
-- Requests made before the deadline existed wait, at the latest, until their session starts.
UPDATE "bookings" SET "respond_by" = "training_start_date_time" WHERE "status" = 'pending';--> statement-breakpoint
-- Accepted before: the booking says so, or (a cancellation asked since) its payment was taken.
UPDATE "bookings" b SET "accepted_at" = b."updated_at"
WHERE b."status" IN ('accepted', 'completed')
   OR (b."status" IN ('incomplete', 'cancelled') AND b."amount_cents" > 0 AND EXISTS (
     SELECT 1 FROM "payments" p WHERE p."booking_id" = b."id" AND p."status" IN ('succeeded', 'pending', 'failed', 'transferred', 'refunded')
   ));
