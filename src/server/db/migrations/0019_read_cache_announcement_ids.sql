-- Each announcement on `read_cache` (migration 0011) starts with its transaction's id and a '|':
-- on PostgreSQL every pooled connection of a process listens (so a write's own announcement
-- arrives before its COMMIT returns, ADR 0038) besides the process's listening connection, so
-- one announcement reaches a process several times; the id lets it act on the first and drop
-- the repeats (db/client.ts). PostgreSQL itself folds identical payloads of one transaction.
CREATE OR REPLACE FUNCTION read_cache_notify(refs text[]) RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('read_cache', txid_current()::text || '|' || payload);
END $$;
