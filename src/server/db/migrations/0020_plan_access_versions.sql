-- The paywall (issue 35) is decided when a session is resolved: which households within the
-- person's reach have an active plan is kept with the cached session (auth/household-plans.ts).
-- So a changed subscription retires the cached sessions of its owner and of everyone connected
-- to that household (guests, viewers, advisors), and a changed payment switch (app_config)
-- retires every signed-in person's. Counters are bumped, and announced, as by 0019.
CREATE FUNCTION bump_access_versions_of(user_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  announce boolean := 'nido_access_changed' = ANY (ARRAY(SELECT pg_listening_channels()));
BEGIN
  FOR changed IN
    INSERT INTO access_versions (user_id, version)
      SELECT DISTINCT id, 1 FROM unnest(user_ids) AS id
      ON CONFLICT (user_id) DO UPDATE SET version = access_versions.version + 1
      RETURNING user_id, version
  LOOP
    IF announce THEN
      PERFORM pg_notify('nido_access_changed', changed.user_id || ' ' || changed.version);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_access_versions_of_household_plans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subscribers uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT user_id) FROM %I',
    CASE WHEN TG_OP = 'INSERT' THEN 'new_rows' ELSE 'old_rows' END) INTO subscribers;
  PERFORM bump_access_versions_of(subscribers || ARRAY(
    SELECT user_id FROM family_connections WHERE connected_user_id = ANY (subscribers)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_access_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions_of_household_plans();
--> statement-breakpoint
CREATE TRIGGER subscriptions_access_update AFTER UPDATE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions_of_household_plans();
--> statement-breakpoint
CREATE TRIGGER subscriptions_access_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions_of_household_plans();
--> statement-breakpoint
CREATE FUNCTION bump_access_versions_of_signed_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_access_versions_of(ARRAY(SELECT DISTINCT user_id FROM sessions));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER app_config_access_change AFTER INSERT OR UPDATE OR DELETE ON app_config FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions_of_signed_in();
