-- A seat the trainer cancelled stays taken (ADR 0047, 2026-11-26): when a family approves the
-- trainer's cancellation request, the booking's entries are released with "seat_withdrawn", and
-- such an entry still counts in its session's seats_taken. The session keeps holding the
-- trainer's time (training_sessions_trainer_one_place) and its seat (training_sessions_seats):
-- nobody can book it again and no waitlist offer is made for it, by any path.
ALTER TABLE "booking_entries" ADD COLUMN "seat_withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_withdrawn_released" CHECK (NOT "booking_entries"."seat_withdrawn" OR "booking_entries"."released_at" IS NOT NULL);--> statement-breakpoint
-- seats_taken counts the live entries and the withdrawn ones; one update per change, none when
-- an entry is released and withdrawn at once (its seat never frees, even for an instant).
CREATE OR REPLACE FUNCTION "booking_entries_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD."session_id" IS NOT NULL
    AND (OLD."released_at" IS NULL OR OLD."seat_withdrawn");
  new_counts boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW."session_id" IS NOT NULL
    AND (NEW."released_at" IS NULL OR NEW."seat_withdrawn");
BEGIN
  IF old_counts AND new_counts AND OLD."session_id" = NEW."session_id" THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" - 1 WHERE "id" = OLD."session_id";
  END IF;
  IF new_counts THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" + 1 WHERE "id" = NEW."session_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "booking_entries_count_seats" ON "booking_entries";--> statement-breakpoint
CREATE TRIGGER "booking_entries_count_seats" AFTER INSERT OR DELETE OR UPDATE OF "session_id", "released_at", "seat_withdrawn"
  ON "booking_entries" FOR EACH ROW EXECUTE FUNCTION "booking_entries_count_seats"();
