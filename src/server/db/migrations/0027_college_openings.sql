-- The school schedule reads a college's openings in day order on one index (ADR 0056,
-- 2026-11-26). It walked every trainer's openings by day and looked up each one's trainer to
-- keep its college's: on 100,000 trainers in ten colleges, some 18,000 look-ups for a page of
-- 101 openings (~50 ms). calendar_entries.college_id is the school whose schedule lists the
-- opening: its trainer's, while the trainer is not erased. Kept by the database alone: set from
-- the trainer on every insert (or change of trainer), and followed when a trainer's college
-- changes or the trainer is erased.
ALTER TABLE "calendar_entries" ADD COLUMN "college_id" integer;--> statement-breakpoint
UPDATE "calendar_entries" e SET "college_id" = a."college_id"
  FROM "athletes" a
  WHERE a."id" = e."athlete_id" AND a."college_id" IS NOT NULL AND a."deleted_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION "calendar_entries_set_college"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."college_id" := (SELECT "college_id" FROM "athletes"
    WHERE "id" = NEW."athlete_id" AND "deleted_at" IS NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "calendar_entries_set_college" BEFORE INSERT OR UPDATE OF "athlete_id", "college_id"
  ON "calendar_entries" FOR EACH ROW EXECUTE FUNCTION "calendar_entries_set_college"();--> statement-breakpoint
CREATE FUNCTION "athletes_college_to_openings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "calendar_entries" SET "college_id" = CASE WHEN NEW."deleted_at" IS NULL THEN NEW."college_id" END
    WHERE "athlete_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "athletes_college_to_openings" AFTER UPDATE OF "college_id", "deleted_at" ON "athletes"
  FOR EACH ROW WHEN (OLD."college_id" IS DISTINCT FROM NEW."college_id"
    OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "athletes_college_to_openings"();--> statement-breakpoint
CREATE INDEX "calendar_entries_college_date_idx" ON "calendar_entries" USING btree ("college_id","booking_date","from_time") WHERE "calendar_entries"."college_id" IS NOT NULL;--> statement-breakpoint
-- The embedded database runs no autovacuum: the new column's statistics now, not at the next
-- hourly analyze (without them the schedule's plan starts from the trainers).
ANALYZE "calendar_entries";
