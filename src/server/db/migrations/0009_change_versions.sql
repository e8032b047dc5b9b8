CREATE TABLE "access_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_versions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Household lists: one statement-level trigger per table and event (transition tables allow one
-- event each), so a 5,000-row CSV import bumps the household once.
CREATE FUNCTION bump_household_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO household_versions (owner_id, version)
      SELECT DISTINCT user_id, 1 FROM new_rows
      ON CONFLICT (owner_id) DO UPDATE SET version = household_versions.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO household_versions (owner_id, version)
      SELECT DISTINCT user_id, 1 FROM old_rows
      ON CONFLICT (owner_id) DO UPDATE SET version = household_versions.version + 1;
  ELSE
    INSERT INTO household_versions (owner_id, version)
      SELECT user_id, 1 FROM new_rows UNION SELECT user_id, 1 FROM old_rows
      ON CONFLICT (owner_id) DO UPDATE SET version = household_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_version_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER expenses_version_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER expenses_version_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER assets_version_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER assets_version_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER assets_version_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER loans_version_insert AFTER INSERT ON loans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER loans_version_update AFTER UPDATE ON loans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER loans_version_delete AFTER DELETE ON loans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER properties_version_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER properties_version_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER properties_version_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER documents_version_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER documents_version_update AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER documents_version_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
-- Sessions' access: TG_ARGV[0] names the column holding the user id, in old_rows for updates and
-- deletes, in new_rows for inserts (only family_connections bumps on insert).
CREATE FUNCTION bump_access_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO access_versions (user_id, version) SELECT DISTINCT %I, 1 FROM %I ' ||
    'ON CONFLICT (user_id) DO UPDATE SET version = access_versions.version + 1',
    TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_access_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('user_id');
--> statement-breakpoint
CREATE TRIGGER users_access_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('id');
--> statement-breakpoint
CREATE TRIGGER profiles_access_update AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('id');
--> statement-breakpoint
CREATE TRIGGER family_connections_access_insert AFTER INSERT ON family_connections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('user_id');
--> statement-breakpoint
CREATE TRIGGER family_connections_access_update AFTER UPDATE ON family_connections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('user_id');
--> statement-breakpoint
CREATE TRIGGER family_connections_access_delete AFTER DELETE ON family_connections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_versions('user_id');
