-- A signed-in request's session is looked up through the read cache (ADR 0075): a change to a
-- session (signed out, revoked by a password or email change, expired by hand) or its removal
-- (an account deleted) is announced as 'auth_session:<id>', so every process drops what it kept
-- of it at once. A new session needs no announcement: a token nobody has is never kept.
CREATE FUNCTION read_cache_auth_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_cache_notify(ARRAY(SELECT DISTINCT 'auth_session:' || c.id FROM changed c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_read_cache_update AFTER UPDATE ON auth_sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION read_cache_auth_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_read_cache_delete AFTER DELETE ON auth_sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION read_cache_auth_sessions_changed();
