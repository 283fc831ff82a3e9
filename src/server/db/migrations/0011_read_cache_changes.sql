-- Changes that public pages show are announced on the `read_cache` channel (ADR 0037): each
-- statement that writes a table a public page reads sends one notification after commit,
-- naming what it changed ('athlete:42', 'college:7' = a college's schedule and trainers,
-- 'group:3', 'athletes' = which trainers a list holds, 'colleges', 'sports'); '*' when the
-- names would not fit a notification (a bulk load). Every server process listens and drops
-- the cached answers that depend on them. Statement triggers: one notification per statement,
-- whatever its number of rows.
CREATE FUNCTION read_cache_notify(refs text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF refs IS NULL OR cardinality(refs) = 0 THEN
    RETURN;
  END IF;
  payload := array_to_string(refs, ' ');
  IF octet_length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('read_cache', payload);
END $$;
--> statement-breakpoint
-- A trainer, its college's schedule (it lists trainers' names) and the lists.
CREATE FUNCTION read_cache_athletes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY(
    SELECT DISTINCT ref FROM changed c,
      LATERAL (VALUES ('athlete:' || c.id), ('college:' || c.college_id), ('athletes')) AS v(ref)
    WHERE ref IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of trainers: the trainer's page and its college's schedule. The trigger's argument is
-- the query that finds the trainers' ids in the changed rows (`changed`).
CREATE FUNCTION read_cache_trainer_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  EXECUTE TG_ARGV[0] INTO ids;
  PERFORM read_cache_notify(ARRAY(
    SELECT DISTINCT ref FROM unnest(ids) AS c(athlete_id)
      LEFT JOIN athletes a ON a.id = c.athlete_id,
      LATERAL (VALUES ('athlete:' || c.athlete_id), ('college:' || a.college_id)) AS v(ref)
    WHERE ref IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_groups_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY(SELECT DISTINCT 'group:' || id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_group_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY(SELECT DISTINCT 'group:' || group_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_colleges_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY['colleges']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_sports_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY['sports']);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger: each table gets its insert, delete and update
-- triggers (an update announces both its old and its new rows: a trainer moving college changes
-- both colleges' schedules).
DO $$
DECLARE
  t record;
  own_rows constant text := 'SELECT array_agg(DISTINCT athlete_id) FROM changed';
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('athletes', 'read_cache_athletes_changed', ''),
    ('provided_services', 'read_cache_trainer_rows_changed', own_rows),
    ('calendar_entries', 'read_cache_trainer_rows_changed', own_rows),
    ('training_sessions', 'read_cache_trainer_rows_changed', own_rows),
    ('reviews', 'read_cache_trainer_rows_changed', own_rows),
    ('provided_service_locations', 'read_cache_trainer_rows_changed',
      'SELECT array_agg(DISTINCT s.athlete_id) FROM changed c JOIN provided_services s ON s.id = c.provided_service_id'),
    ('calendar_entry_services', 'read_cache_trainer_rows_changed',
      'SELECT array_agg(DISTINCT e.athlete_id) FROM changed c JOIN calendar_entries e ON e.id = c.calendar_entry_id'),
    ('groups', 'read_cache_groups_changed', ''),
    ('group_athletes', 'read_cache_group_rows_changed', ''),
    ('colleges', 'read_cache_colleges_changed', ''),
    ('high_schools', 'read_cache_colleges_changed', ''),
    ('sports', 'read_cache_sports_changed', ''),
    ('positions', 'read_cache_sports_changed', '')
  ) AS v(tbl, fn, arg) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', t.tbl || '_read_cache_insert', t.tbl, t.fn, t.arg);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', t.tbl || '_read_cache_delete', t.tbl, t.fn, t.arg);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', t.tbl || '_read_cache_update_new', t.tbl, t.fn, t.arg);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', t.tbl || '_read_cache_update_old', t.tbl, t.fn, t.arg);
  END LOOP;
END $$;
