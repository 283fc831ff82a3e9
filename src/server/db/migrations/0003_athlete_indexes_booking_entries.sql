ALTER TABLE "booking_entries" DROP CONSTRAINT "booking_entries_calendar_entry_id_calendar_entries_id_fk";
--> statement-breakpoint
DROP INDEX "athletes_college_name_idx";--> statement-breakpoint
DROP INDEX "athletes_sport_idx";--> statement-breakpoint
ALTER TABLE "booking_entries" ALTER COLUMN "calendar_entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_calendar_entry_id_calendar_entries_id_fk" FOREIGN KEY ("calendar_entry_id") REFERENCES "public"."calendar_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athletes_name_idx" ON "athletes" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "athletes_city_idx" ON "athletes" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "athletes_college_name_idx" ON "athletes" USING btree ("college_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "athletes_sport_idx" ON "athletes" USING btree ("sport_id","first_name","last_name","id");