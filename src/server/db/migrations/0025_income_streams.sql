-- Issue 40 item 4: a household's pay, kept from a statement import's review, so a bill due
-- just before payday can be pointed out. Its writes bump the household's counters (migration
-- 0017) like every household table, so AI Insights' kept snapshot sees a change at once.
CREATE TABLE "income_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"cadence" text NOT NULL,
	"typical_amount_cents" integer NOT NULL,
	"last_paid_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_streams_cadence_check" CHECK ("income_streams"."cadence" in ('weekly', 'biweekly', 'monthly', 'quarterly', 'bi-annual', 'yearly')),
	CONSTRAINT "income_streams_amount_check" CHECK ("income_streams"."typical_amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "income_streams" ADD CONSTRAINT "income_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "income_streams_user_label_idx" ON "income_streams" USING btree ("user_id","label");--> statement-breakpoint
CREATE TRIGGER income_streams_version_insert AFTER INSERT ON income_streams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER income_streams_version_update AFTER UPDATE ON income_streams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER income_streams_version_delete AFTER DELETE ON income_streams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
