-- Migration 0011's triggers on a trainer's rows found the trainers by dynamic SQL (the trigger's
-- argument, run by EXECUTE): parsed and planned again at every statement that wrote those rows.
-- A booking's seats statement (ADR 0076) fires three of them on training_sessions (its upsert's
-- insert, and the seat count's update, old and new rows): on the embedded database ~0.55 ms of
-- its ~1.8 ms (ADR 0079). The same queries, written in three functions, one per way to the
-- trainer, are planned once per connection. What they announce is unchanged.
CREATE FUNCTION read_cache_trainers_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY(
    SELECT DISTINCT ref FROM unnest(ids) AS c(athlete_id)
      LEFT JOIN athletes a ON a.id = c.athlete_id,
      LATERAL (VALUES ('athlete:' || c.athlete_id), ('college:' || a.college_id)) AS v(ref)
    WHERE ref IS NOT NULL));
END $$;
--> statement-breakpoint
-- Rows that name their trainer (athlete_id).
CREATE FUNCTION read_cache_own_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_trainers_changed(ARRAY(SELECT DISTINCT athlete_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a training (provided_service_id).
CREATE FUNCTION read_cache_service_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_trainers_changed(ARRAY(
    SELECT DISTINCT s.athlete_id FROM changed c JOIN provided_services s ON s.id = c.provided_service_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of an opening (calendar_entry_id).
CREATE FUNCTION read_cache_entry_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_trainers_changed(ARRAY(
    SELECT DISTINCT e.athlete_id FROM changed c JOIN calendar_entries e ON e.id = c.calendar_entry_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('provided_services', 'read_cache_own_rows_changed'),
    ('calendar_entries', 'read_cache_own_rows_changed'),
    ('training_sessions', 'read_cache_own_rows_changed'),
    ('reviews', 'read_cache_own_rows_changed'),
    ('provided_service_locations', 'read_cache_service_rows_changed'),
    ('calendar_entry_services', 'read_cache_entry_rows_changed')
  ) AS v(tbl, fn) LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_read_cache_insert', t.tbl);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_read_cache_delete', t.tbl);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_read_cache_update_new', t.tbl);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_read_cache_update_old', t.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_read_cache_insert', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_read_cache_delete', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_read_cache_update_new', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_read_cache_update_old', t.tbl, t.fn);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION read_cache_trainer_rows_changed();
