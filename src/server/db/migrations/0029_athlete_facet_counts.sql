-- How many trainers have each combination of the athletes list's column filters (school, gender,
-- sport, type), kept by the database (ADR 0059, 2026-11-27): the list counted every matching
-- trainer on each miss of the read cache (5,500 index entries for a school and a gender on the
-- bench's data, about half of the list's statement). Counts the trainers not erased; no school
-- or no sport is 0.
CREATE TABLE "athlete_facet_counts" (
	"college_id" integer NOT NULL,
	"gender" "athlete_gender" NOT NULL,
	"sport_id" integer NOT NULL,
	"athlete_type" "athlete_type" NOT NULL,
	"athletes" integer NOT NULL,
	CONSTRAINT "athlete_facet_counts_college_id_gender_sport_id_athlete_type_pk" PRIMARY KEY("college_id","gender","sport_id","athlete_type"),
	CONSTRAINT "athlete_facet_counts_not_negative" CHECK ("athlete_facet_counts"."athletes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "athlete_facet_counts_sport_idx" ON "athlete_facet_counts" USING btree ("sport_id");--> statement-breakpoint
INSERT INTO "athlete_facet_counts" ("college_id", "gender", "sport_id", "athlete_type", "athletes")
  SELECT coalesce("college_id", 0), "gender", coalesce("sport_id", 0), "athlete_type", count(*)
  FROM "athletes" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "athlete_facet_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL;
  is_now boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL;
  old_college int; old_sport int; new_college int; new_sport int;
BEGIN
  IF was THEN
    old_college := coalesce(OLD."college_id", 0);
    old_sport := coalesce(OLD."sport_id", 0);
  END IF;
  IF is_now THEN
    new_college := coalesce(NEW."college_id", 0);
    new_sport := coalesce(NEW."sport_id", 0);
    IF was AND old_college = new_college AND old_sport = new_sport AND OLD."gender" = NEW."gender"
        AND OLD."athlete_type" = NEW."athlete_type" THEN
      RETURN NULL;
    END IF;
    INSERT INTO "athlete_facet_counts" VALUES (new_college, NEW."gender", new_sport, NEW."athlete_type", 0)
      ON CONFLICT DO NOTHING;
  END IF;
  IF was AND is_now THEN
    -- Both rows locked in key order, so two trainers trading places at once never deadlock.
    PERFORM 1 FROM "athlete_facet_counts"
      WHERE ("college_id", "gender", "sport_id", "athlete_type") IN
        ((old_college, OLD."gender", old_sport, OLD."athlete_type"),
         (new_college, NEW."gender", new_sport, NEW."athlete_type"))
      ORDER BY "college_id", "gender", "sport_id", "athlete_type" FOR UPDATE;
  END IF;
  IF was THEN
    UPDATE "athlete_facet_counts" SET "athletes" = "athletes" - 1
      WHERE "college_id" = old_college AND "gender" = OLD."gender" AND "sport_id" = old_sport
        AND "athlete_type" = OLD."athlete_type";
  END IF;
  IF is_now THEN
    UPDATE "athlete_facet_counts" SET "athletes" = "athletes" + 1
      WHERE "college_id" = new_college AND "gender" = NEW."gender" AND "sport_id" = new_sport
        AND "athlete_type" = NEW."athlete_type";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "athlete_facet_counts_keep"
  AFTER INSERT OR DELETE OR UPDATE OF "college_id", "gender", "sport_id", "athlete_type", "deleted_at"
  ON "athletes" FOR EACH ROW EXECUTE FUNCTION "athlete_facet_counts_keep"();--> statement-breakpoint
ANALYZE "athlete_facet_counts";
