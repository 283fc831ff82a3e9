ALTER TABLE "consents" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A sign-up's agreement was for the account's first player (ADR 0041): the oldest one.
UPDATE "consents" SET "player_id" = (SELECT min("players"."id") FROM "players" WHERE "players"."client_id" = "consents"."client_id") WHERE "kind" = 'sign_up_terms' AND "player_id" IS NULL;
