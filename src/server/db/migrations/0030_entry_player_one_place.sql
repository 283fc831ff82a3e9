-- A player trains in one place at a time (ADR 0028, 2026-11-28): the booking request refused
-- a second live seat overlapping in time, but two requests at once both passed that check.
-- Each seat now carries its booking's player, copied by the database, and no two live seats of
-- one player overlap, whoever the trainers.
ALTER TABLE "booking_entries" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing seats take their player, except live ones that already overlap another live seat of
-- the same player (made before the rule): those stay as they are, outside the constraint.
UPDATE "booking_entries" e SET "player_id" = b."player_id"
FROM "bookings" b
WHERE b."id" = e."booking_id" AND NOT (e."released_at" IS NULL AND EXISTS (
  SELECT 1 FROM "booking_entries" o JOIN "bookings" ob ON ob."id" = o."booking_id"
  WHERE ob."player_id" = b."player_id" AND o."id" <> e."id" AND o."released_at" IS NULL
    AND o."starts_at" < e."ends_at" AND o."ends_at" > e."starts_at"));--> statement-breakpoint
CREATE FUNCTION "booking_entries_take_player"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."player_id" := (SELECT "player_id" FROM "bookings" WHERE "id" = NEW."booking_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_entries_take_player" BEFORE INSERT ON "booking_entries"
  FOR EACH ROW EXECUTE FUNCTION "booking_entries_take_player"();--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_player_one_place"
  EXCLUDE USING gist (int4range("player_id", "player_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("released_at" IS NULL AND "player_id" IS NOT NULL);
