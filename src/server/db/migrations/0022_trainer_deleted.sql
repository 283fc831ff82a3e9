-- A trainer's own deletion of their account (ADR 0055): the row stays, anonymised, and this says
-- since when; every public list, page and search leaves such rows out.
ALTER TABLE "athletes" ADD COLUMN "deleted_at" timestamp with time zone;
