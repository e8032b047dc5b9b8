CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document_id" uuid NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"principal_name" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instrument_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_document_id" uuid
);
--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_draft_id_legal_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."legal_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_draft_version_idx" ON "legal_document_versions" USING btree ("draft_id","version");--> statement-breakpoint
CREATE INDEX "legal_document_versions_user_idx" ON "legal_document_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legal_drafts_user_idx" ON "legal_drafts" USING btree ("user_id","created_at");--> statement-breakpoint
-- Lists' ETags and the AI Insights snapshot follow the household's change counter (0009, 0015):
-- drafts and their versions bump it like every other household table.
CREATE TRIGGER legal_drafts_version_insert AFTER INSERT ON legal_drafts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER legal_drafts_version_update AFTER UPDATE ON legal_drafts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER legal_drafts_version_delete AFTER DELETE ON legal_drafts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER legal_document_versions_version_insert AFTER INSERT ON legal_document_versions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER legal_document_versions_version_update AFTER UPDATE ON legal_document_versions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
--> statement-breakpoint
CREATE TRIGGER legal_document_versions_version_delete AFTER DELETE ON legal_document_versions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_household_versions();
