-- A session the trainer cancelled is listed nowhere (ADR 0047, 2026-11-26): training_sessions
-- counts its withdrawn seats, kept by the seat trigger.
ALTER TABLE "training_sessions" ADD COLUMN "seats_withdrawn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_seats_withdrawn" CHECK ("training_sessions"."seats_withdrawn" >= 0 AND "training_sessions"."seats_withdrawn" <= "training_sessions"."seats_taken");--> statement-breakpoint
-- Of seats_taken, the withdrawn ones (ADR 0047, 2026-11-26): a session all of whose taken seats
-- are withdrawn is one the trainer cancelled; pages no longer list its time (neither bookable nor
-- full: nobody can wait for it). Kept by the one trigger that keeps seats_taken.
UPDATE "training_sessions" s SET "seats_withdrawn" = w.n
  FROM (SELECT "session_id", count(*)::int AS n FROM "booking_entries"
        WHERE "seat_withdrawn" AND "session_id" IS NOT NULL GROUP BY "session_id") w
  WHERE s."id" = w."session_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_entries_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD."session_id" IS NOT NULL
    AND (OLD."released_at" IS NULL OR OLD."seat_withdrawn");
  new_counts boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW."session_id" IS NOT NULL
    AND (NEW."released_at" IS NULL OR NEW."seat_withdrawn");
  old_withdrawn int := CASE WHEN old_counts AND OLD."seat_withdrawn" THEN 1 ELSE 0 END;
  new_withdrawn int := CASE WHEN new_counts AND NEW."seat_withdrawn" THEN 1 ELSE 0 END;
BEGIN
  IF old_counts AND new_counts AND OLD."session_id" = NEW."session_id" THEN
    -- The seat stays taken (it may become withdrawn: never freed, even for an instant).
    IF new_withdrawn <> old_withdrawn THEN
      UPDATE "training_sessions" SET "seats_withdrawn" = "seats_withdrawn" + new_withdrawn - old_withdrawn
        WHERE "id" = NEW."session_id";
    END IF;
    RETURN NULL;
  END IF;
  IF old_counts THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" - 1,
        "seats_withdrawn" = "seats_withdrawn" - old_withdrawn
      WHERE "id" = OLD."session_id";
  END IF;
  IF new_counts THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" + 1,
        "seats_withdrawn" = "seats_withdrawn" + new_withdrawn
      WHERE "id" = NEW."session_id";
  END IF;
  RETURN NULL;
END $$;
