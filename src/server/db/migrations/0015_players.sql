CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"player_email" text,
	"contact_number" text,
	"profile_image" text,
	"dob" date,
	"gender" smallint,
	"street" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"hometown_city" text,
	"hometown_state" text,
	"hometown_postal_code" text,
	"high_school" text,
	"middle_school" text,
	"college_id" integer,
	"club" text,
	"jersey_number" text,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"passing_year" integer,
	"about" text,
	"sport_id" integer,
	"website" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"tiktok" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_gender_code" CHECK ("players"."gender" IS NULL OR "players"."gender" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_gender_code";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_college_id_colleges_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_sport_id_sports_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "active_player_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_client_idx" ON "players" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_active_player_id_players_id_fk" FOREIGN KEY ("active_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_player_idx" ON "bookings" USING btree ("player_id");--> statement-breakpoint
-- Existing data (ADR 0045): each account's one player moves to its own row and becomes the
-- account's active player; every booking is for that player.
INSERT INTO "players" ("client_id", "first_name", "last_name", "player_email", "contact_number", "profile_image", "dob", "gender", "street", "city", "state", "postal_code", "hometown_city", "hometown_state", "hometown_postal_code", "high_school", "middle_school", "college_id", "club", "jersey_number", "positions", "passing_year", "about", "sport_id", "website", "facebook", "twitter", "instagram", "tiktok", "created_at", "updated_at")
SELECT "id", "first_name", "last_name", "player_email", "contact_number", "profile_image", "dob", "gender", "street", "city", "state", "postal_code", "hometown_city", "hometown_state", "hometown_postal_code", "high_school", "middle_school", "college_id", "club", "jersey_number", "positions", "passing_year", "about", "sport_id", "website", "facebook", "twitter", "instagram", "tiktok", "created_at", "updated_at" FROM "clients" ORDER BY "id";--> statement-breakpoint
UPDATE "clients" SET "active_player_id" = "players"."id" FROM "players" WHERE "players"."client_id" = "clients"."id";--> statement-breakpoint
UPDATE "bookings" SET "player_id" = "clients"."active_player_id" FROM "clients" WHERE "clients"."id" = "bookings"."client_id";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "last_name";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "player_email";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "contact_number";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "profile_image";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "dob";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "gender";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "street";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "postal_code";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "hometown_city";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "hometown_state";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "hometown_postal_code";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "high_school";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "middle_school";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "college_id";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "club";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "jersey_number";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "positions";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "passing_year";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "about";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "sport_id";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "website";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "facebook";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "twitter";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "instagram";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "tiktok";