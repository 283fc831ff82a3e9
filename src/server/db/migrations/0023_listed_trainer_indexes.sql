-- The athletes list's name-ordered indexes hold listed trainers only (ADR 0055): the lists' `deleted_at IS NULL`
-- is implied by the index, so a count stays an index-only scan.
DROP INDEX "athletes_name_idx";--> statement-breakpoint
DROP INDEX "athletes_college_name_idx";--> statement-breakpoint
DROP INDEX "athletes_college_gender_name_idx";--> statement-breakpoint
DROP INDEX "athletes_sport_idx";--> statement-breakpoint
CREATE INDEX "athletes_name_idx" ON "athletes" USING btree ("first_name","last_name","id") WHERE "athletes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "athletes_college_name_idx" ON "athletes" USING btree ("college_id","first_name","last_name","id") WHERE "athletes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "athletes_college_gender_name_idx" ON "athletes" USING btree ("college_id","gender","first_name","last_name","id") WHERE "athletes"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "athletes_sport_idx" ON "athletes" USING btree ("sport_id","first_name","last_name","id") WHERE "athletes"."deleted_at" IS NULL;