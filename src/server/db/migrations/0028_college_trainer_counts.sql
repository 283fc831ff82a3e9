-- A school's number of trainers, kept by the database (ADR 0056, 2026-11-26): the school page, its
-- schedule and the schools list counted them on every miss of the read cache (10,000 index
-- entries a school, ~1.6 ms; the list, every school's). Counts the trainers not erased.
ALTER TABLE "colleges" ADD COLUMN "athletes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "colleges" c SET "athletes_count" = (
  SELECT count(*) FROM "athletes" a WHERE a."college_id" = c."id" AND a."deleted_at" IS NULL);--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_athletes_count_not_negative" CHECK ("colleges"."athletes_count" >= 0);--> statement-breakpoint
CREATE FUNCTION "athletes_count_per_college"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_college int := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL
    THEN OLD."college_id" END;
  new_college int := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL
    THEN NEW."college_id" END;
BEGIN
  IF old_college IS NOT DISTINCT FROM new_college THEN
    RETURN NULL;
  END IF;
  -- Both schools locked in id order, so two trainers swapping schools at once never deadlock;
  -- NO KEY UPDATE, as the counts' UPDATE takes: it waits for no trainer row's foreign-key check
  -- (KEY SHARE), which every insert of a trainer holds on their school.
  PERFORM 1 FROM "colleges" WHERE "id" IN (old_college, new_college) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "colleges" SET "athletes_count" = "athletes_count" - 1 WHERE "id" = old_college;
  UPDATE "colleges" SET "athletes_count" = "athletes_count" + 1 WHERE "id" = new_college;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "athletes_count_per_college" AFTER INSERT OR DELETE OR UPDATE OF "college_id", "deleted_at"
  ON "athletes" FOR EACH ROW EXECUTE FUNCTION "athletes_count_per_college"();
