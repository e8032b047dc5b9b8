-- Issue 16: the AI Insights snapshot of a household is kept while its change counter is
-- unchanged, so every table it reads must bump the counter. The obligations' amount history,
-- the trusted contacts and the triggering events did not (their lists never needed it).
CREATE TRIGGER obligation_amounts_version_insert AFTER INSERT ON obligation_amounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER obligation_amounts_version_update AFTER UPDATE ON obligation_amounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER obligation_amounts_version_delete AFTER DELETE ON obligation_amounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trusted_contacts_version_insert AFTER INSERT ON trusted_contacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trusted_contacts_version_update AFTER UPDATE ON trusted_contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trusted_contacts_version_delete AFTER DELETE ON trusted_contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trigger_events_version_insert AFTER INSERT ON trigger_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trigger_events_version_update AFTER UPDATE ON trigger_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER trigger_events_version_delete AFTER DELETE ON trigger_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
