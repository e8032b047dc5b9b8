CREATE TABLE "estate_asset_titling" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asset_kind" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"passes_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_instruments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"variant" text NOT NULL,
	"principal_name" text NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"signed_on" date,
	"signed_state" text,
	"original_location" text,
	"document_id" uuid,
	"last_reviewed_on" date,
	"review_every_months" integer DEFAULT 36 NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funding" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "estate_life_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"policy_number_sealed" text,
	"policy_number_last4" text,
	"insured_name" text,
	"face_amount_cents" bigint,
	"premium_expense_id" uuid,
	"beneficiaries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "guidebook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"body_sealed" text NOT NULL,
	"addressed_to" text,
	"digital_action" text,
	"shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "estate_asset_titling" ADD CONSTRAINT "estate_asset_titling_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_instruments" ADD CONSTRAINT "estate_instruments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_instruments" ADD CONSTRAINT "estate_instruments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_life_events" ADD CONSTRAINT "estate_life_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_premium_expense_id_expenses_id_fk" FOREIGN KEY ("premium_expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidebook_entries" ADD CONSTRAINT "guidebook_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidebook_entries" ADD CONSTRAINT "guidebook_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estate_asset_titling_asset_idx" ON "estate_asset_titling" USING btree ("user_id","asset_kind","asset_id");--> statement-breakpoint
CREATE INDEX "estate_instruments_user_idx" ON "estate_instruments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "estate_life_events_user_idx" ON "estate_life_events" USING btree ("user_id","occurred_on");--> statement-breakpoint
CREATE INDEX "insurance_policies_user_idx" ON "insurance_policies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guidebook_entries_user_idx" ON "guidebook_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TRIGGER estate_instruments_version_insert AFTER INSERT ON estate_instruments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_instruments_version_update AFTER UPDATE ON estate_instruments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_instruments_version_delete AFTER DELETE ON estate_instruments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_life_events_version_insert AFTER INSERT ON estate_life_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_life_events_version_update AFTER UPDATE ON estate_life_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_life_events_version_delete AFTER DELETE ON estate_life_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_asset_titling_version_insert AFTER INSERT ON estate_asset_titling REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_asset_titling_version_update AFTER UPDATE ON estate_asset_titling REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER estate_asset_titling_version_delete AFTER DELETE ON estate_asset_titling REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER insurance_policies_version_insert AFTER INSERT ON insurance_policies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER insurance_policies_version_update AFTER UPDATE ON insurance_policies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER insurance_policies_version_delete AFTER DELETE ON insurance_policies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER guidebook_entries_version_insert AFTER INSERT ON guidebook_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER guidebook_entries_version_update AFTER UPDATE ON guidebook_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER guidebook_entries_version_delete AFTER DELETE ON guidebook_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
