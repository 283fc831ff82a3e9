-- Time off (ADR 0063): an opening families hold seats in is kept for them and closed to new
-- bookings; it is listed nowhere to families until the trainer reopens it.
ALTER TABLE "calendar_entries" ADD COLUMN "closed_at" timestamp with time zone;
