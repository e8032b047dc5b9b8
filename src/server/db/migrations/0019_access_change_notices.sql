-- A changed access counter is also announced (NOTIFY nido_access_changed, payload "<user id>
-- <version>") when the session that changes it is itself listening on that channel. Only the
-- embedded database's single session listens (db/client.ts): it is one process's alone, so that
-- process learns of every change as the change commits and its session cache needs no read of
-- the counter per request. PostgreSQL's pooled sessions never listen, so nothing is sent there,
-- and its cache reads the counter as before (auth/session-cache.ts).
CREATE OR REPLACE FUNCTION bump_access_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  announce boolean := 'nido_access_changed' = ANY (ARRAY(SELECT pg_listening_channels()));
BEGIN
  FOR changed IN EXECUTE format(
    'INSERT INTO access_versions (user_id, version) SELECT DISTINCT %I, 1 FROM %I ' ||
    'ON CONFLICT (user_id) DO UPDATE SET version = access_versions.version + 1 ' ||
    'RETURNING user_id, version',
    TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN 'new_rows' ELSE 'old_rows' END)
  LOOP
    IF announce THEN
      PERFORM pg_notify('nido_access_changed', changed.user_id || ' ' || changed.version);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
