CREATE TABLE "holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid NOT NULL,
	"symbol" text,
	"name" text NOT NULL,
	"asset_class" text NOT NULL,
	"quantity" numeric(28, 8) NOT NULL,
	"cost_basis_cents" bigint,
	"price_key" text NOT NULL,
	"price_micros" bigint,
	"price_as_of" date,
	"price_source" text,
	"previous_price_micros" bigint,
	"previous_price_as_of" date,
	"previous_price_source" text
);
--> statement-breakpoint
CREATE TABLE "investment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"institution_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number_sealed" text,
	"account_number_last4" text,
	"owner_name" text,
	"designation" text DEFAULT 'none' NOT NULL,
	"beneficiaries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "price_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"price_key" text NOT NULL,
	"as_of" date NOT NULL,
	"price_micros" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"firm" text,
	"phone" text,
	"email" text,
	"notes" text,
	"address_street" text,
	"address_city" text,
	"address_state" text,
	"address_zip" text,
	"address_full" text
);
--> statement-breakpoint
ALTER TABLE "family_connections" ADD COLUMN "advisor_access" text;--> statement-breakpoint
ALTER TABLE "family_connections" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_connections" ADD COLUMN "advisor_id" uuid;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "role" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "advisor_id" uuid;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "advisor_access" text;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "access_days" integer;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD CONSTRAINT "investment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_snapshots" ADD CONSTRAINT "price_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_links" ADD CONSTRAINT "advisor_links_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_links" ADD CONSTRAINT "advisor_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holdings_account_idx" ON "holdings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "holdings_user_price_key_idx" ON "holdings" USING btree ("user_id","price_key");--> statement-breakpoint
CREATE INDEX "investment_accounts_user_created_idx" ON "investment_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_snapshots_key_day_idx" ON "price_snapshots" USING btree ("user_id","price_key","as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_links_item_idx" ON "advisor_links" USING btree ("advisor_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "advisor_links_user_idx" ON "advisor_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisors_user_created_idx" ON "advisors" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "family_connections" ADD CONSTRAINT "family_connections_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_connections_advisor_idx" ON "family_connections" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "family_invitations_advisor_idx" ON "family_invitations" USING btree ("advisor_id");--> statement-breakpoint
-- Household lists of issue 13 change their ETag with every write, like the lists of migration 0009.
CREATE TRIGGER investment_accounts_version_insert AFTER INSERT ON investment_accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER investment_accounts_version_update AFTER UPDATE ON investment_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER investment_accounts_version_delete AFTER DELETE ON investment_accounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER holdings_version_insert AFTER INSERT ON holdings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER holdings_version_update AFTER UPDATE ON holdings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER holdings_version_delete AFTER DELETE ON holdings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisors_version_insert AFTER INSERT ON advisors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisors_version_update AFTER UPDATE ON advisors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisors_version_delete AFTER DELETE ON advisors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisor_links_version_insert AFTER INSERT ON advisor_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisor_links_version_update AFTER UPDATE ON advisor_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER advisor_links_version_delete AFTER DELETE ON advisor_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
