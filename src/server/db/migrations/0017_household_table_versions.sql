-- Issue 16: the AI Insights snapshot is kept in parts, each read again only when a table it
-- reads changed. The statement-level triggers that bump a household's counter (migrations 0009
-- and 0015) now also bump a counter per household and table, in the same transaction.
CREATE TABLE "household_table_versions" (
	"owner_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "household_table_versions_owner_id_table_name_pk" PRIMARY KEY("owner_id","table_name")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_household_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO owners FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO owners FROM old_rows;
  ELSE
    SELECT array_agg(user_id) INTO owners
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AS changed;
  END IF;
  IF owners IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO household_versions (owner_id, version)
    SELECT unnest(owners), 1
    ON CONFLICT (owner_id) DO UPDATE SET version = household_versions.version + 1;
  INSERT INTO household_table_versions (owner_id, table_name, version)
    SELECT unnest(owners), TG_TABLE_NAME, 1
    ON CONFLICT (owner_id, table_name) DO UPDATE SET version = household_table_versions.version + 1;
  RETURN NULL;
END $$;
