-- An opening's trainings as a column (ADR 0073): calendar_entries.service_ids holds the ids of
-- the opening's calendar_entry_services rows, in order. The trainer page, the athletes list's next
-- availability, a booking's grid and the school schedule read them with the opening instead of
-- looking them up for each opening (180 index look-ups for a busy trainer's year). The rows of
-- calendar_entry_services stay what a training offered in an opening is (their keys and foreign
-- keys); the column is kept by the database alone: rewritten after every statement that changes
-- those rows, and never written by anything else (an insert starts it empty, an update of it
-- keeps the old value).
ALTER TABLE "calendar_entries" ADD COLUMN "service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "calendar_entries" e SET "service_ids" = x.ids
  FROM (
    SELECT "calendar_entry_id" AS id, array_agg("provided_service_id" ORDER BY "provided_service_id") AS ids
    FROM "calendar_entry_services" GROUP BY 1
  ) x
  WHERE e."id" = x.id;--> statement-breakpoint
CREATE FUNCTION "calendar_entry_services_to_openings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  openings integer[];
BEGIN
  openings := ARRAY(SELECT DISTINCT "calendar_entry_id" FROM changed ORDER BY 1);
  -- The openings are locked first, in id order, as the update below would (not against the
  -- foreign keys' shares): that update then reads their trainings once every other writer of
  -- them has committed (each statement here sees what committed before it), so two changes of
  -- one opening at once never write over each other's trainings.
  PERFORM 1 FROM "calendar_entries" WHERE "id" = ANY(openings) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "calendar_entries" e SET "service_ids" = x.ids
  FROM (
    SELECT c.id, ARRAY(
      SELECT s."provided_service_id" FROM "calendar_entry_services" s
      WHERE s."calendar_entry_id" = c.id ORDER BY s."provided_service_id") AS ids
    FROM unnest(openings) AS c(id)
  ) x
  WHERE e."id" = x.id AND e."service_ids" IS DISTINCT FROM x.ids;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Transition tables allow one event per trigger (as migration 0011's); an update names both the
-- openings its rows left and those they joined.
CREATE TRIGGER "calendar_entry_services_to_openings_insert" AFTER INSERT ON "calendar_entry_services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "calendar_entry_services_to_openings"();--> statement-breakpoint
CREATE TRIGGER "calendar_entry_services_to_openings_delete" AFTER DELETE ON "calendar_entry_services"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "calendar_entry_services_to_openings"();--> statement-breakpoint
CREATE TRIGGER "calendar_entry_services_to_openings_update_new" AFTER UPDATE ON "calendar_entry_services"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "calendar_entry_services_to_openings"();--> statement-breakpoint
CREATE TRIGGER "calendar_entry_services_to_openings_update_old" AFTER UPDATE ON "calendar_entry_services"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "calendar_entry_services_to_openings"();--> statement-breakpoint
-- Written by the trigger above alone (one level down): a new opening starts with none, an update
-- from anywhere else keeps what the column held.
CREATE FUNCTION "calendar_entries_keep_service_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW."service_ids" := '{}'::integer[];
  ELSE
    NEW."service_ids" := OLD."service_ids";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "calendar_entries_keep_service_ids" BEFORE INSERT OR UPDATE OF "service_ids"
  ON "calendar_entries" FOR EACH ROW EXECUTE FUNCTION "calendar_entries_keep_service_ids"();
