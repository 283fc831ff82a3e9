CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"provided_service_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"session_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" IN ('waiting', 'offered', 'claimed', 'lapsed', 'left', 'booked')),
	CONSTRAINT "waitlist_entries_offer" CHECK ("waitlist_entries"."status" <> 'offered' OR ("waitlist_entries"."session_id" IS NOT NULL AND "waitlist_entries"."offer_expires_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "waitlist_claim_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_provided_service_id_provided_services_id_fk" FOREIGN KEY ("provided_service_id") REFERENCES "public"."provided_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_player_slot_key" ON "waitlist_entries" USING btree ("player_id","provided_service_id","starts_at") WHERE "waitlist_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("provided_service_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_athlete_idx" ON "waitlist_entries" USING btree ("athlete_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_client_idx" ON "waitlist_entries" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_waitlist_claim_hours" CHECK ("athletes"."waitlist_claim_hours" BETWEEN 1 AND 72);--> statement-breakpoint
-- Hand-written (ADR 0047): a waitlist offer holds its seat like a booking entry. seats_taken is
-- the live booking entries plus the open offers of the session, kept by triggers only, so the
-- seats check and the trainer-one-place exclusion of migration 0006 refuse an oversold seat
-- whichever of a claim and a booking comes first.
CREATE FUNCTION "waitlist_entries_count_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."session_id" IS NOT NULL AND OLD."status" = 'offered' THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" - 1 WHERE "id" = OLD."session_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."session_id" IS NOT NULL AND NEW."status" = 'offered' THEN
    UPDATE "training_sessions" SET "seats_taken" = "seats_taken" + 1 WHERE "id" = NEW."session_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_count_seats" AFTER INSERT OR DELETE OR UPDATE OF "session_id", "status"
  ON "waitlist_entries" FOR EACH ROW EXECUTE FUNCTION "waitlist_entries_count_seats"();
