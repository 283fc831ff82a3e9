CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"athlete_id" integer NOT NULL,
	"provided_service_id" integer NOT NULL,
	"calendar_entry_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocks_until" timestamp with time zone NOT NULL,
	"max_seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_seats" CHECK ("training_sessions"."seats_taken" >= 0 AND "training_sessions"."seats_taken" <= "training_sessions"."max_seats"),
	CONSTRAINT "training_sessions_time_order" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at" AND "training_sessions"."blocks_until" >= "training_sessions"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "calendar_entries" DROP CONSTRAINT "calendar_entries_free_slot_range";--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "min_notice_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_calendar_entry_id_calendar_entries_id_fk" FOREIGN KEY ("calendar_entry_id") REFERENCES "public"."calendar_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_service_start_key" ON "training_sessions" USING btree ("provided_service_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_athlete_start_idx" ON "training_sessions" USING btree ("athlete_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_entry_idx" ON "training_sessions" USING btree ("calendar_entry_id");--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_entries_session_idx" ON "booking_entries" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "calendar_entries" DROP COLUMN "free_slot";--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_max_slot_positive" CHECK ("calendar_entries"."max_slot" >= 1);--> statement-breakpoint
-- Existing live seats become sessions (one per option and start), so the data moves forward.
INSERT INTO "training_sessions" ("athlete_id", "provided_service_id", "calendar_entry_id", "starts_at", "ends_at", "blocks_until", "max_seats", "seats_taken")
SELECT b."athlete_id", b."provided_service_id", min(be."calendar_entry_id"), be."starts_at", max(be."ends_at"), max(be."ends_at"),
  greatest(count(*), max(CASE WHEN ps."training_type" = 'individual' THEN 1 ELSE ps."max_seats" END))::int, count(*)::int
FROM "booking_entries" be
JOIN "bookings" b ON b."id" = be."booking_id"
JOIN "provided_services" ps ON ps."id" = b."provided_service_id"
WHERE be."released_at" IS NULL AND b."athlete_id" IS NOT NULL AND b."status" NOT IN ('rejected', 'cancelled')
GROUP BY b."athlete_id", b."provided_service_id", be."starts_at";--> statement-breakpoint
UPDATE "booking_entries" be SET "session_id" = s."id"
FROM "bookings" b, "training_sessions" s
WHERE b."id" = be."booking_id" AND s."provided_service_id" = b."provided_service_id" AND s."starts_at" = be."starts_at"
  AND be."released_at" IS NULL AND b."status" NOT IN ('rejected', 'cancelled');--> statement-breakpoint
-- Sessions that older data had double-booked: the later one keeps its bookings but no longer
-- holds the trainer's time (its entries lose their session).
DELETE FROM "training_sessions" s USING "training_sessions" o
WHERE o."athlete_id" = s."athlete_id" AND o."id" < s."id"
  AND tstzrange(o."starts_at", o."blocks_until") && tstzrange(s."starts_at", s."blocks_until");--> statement-breakpoint
-- A trainer is one person: no two sessions holding seats overlap in time (plus buffer).
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_one_place"
  EXCLUDE USING gist (int4range("athlete_id", "athlete_id", '[]') WITH &&, tstzrange("starts_at", "blocks_until") WITH &&)
  WHERE ("seats_taken" > 0);--> statement-breakpoint
-- seats_taken is the number of live booking entries of the session, kept here and nowhere else.
CREATE FUNCTION "booking_entries_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."session_id" IS NOT NULL AND OLD."released_at" IS NULL THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" - 1 WHERE "id" = OLD."session_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."session_id" IS NOT NULL AND NEW."released_at" IS NULL THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" + 1 WHERE "id" = NEW."session_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_entries_count_seats" AFTER INSERT OR DELETE OR UPDATE OF "session_id", "released_at"
  ON "booking_entries" FOR EACH ROW EXECUTE FUNCTION "booking_entries_count_seats"();
