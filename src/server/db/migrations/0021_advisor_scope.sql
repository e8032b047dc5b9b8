ALTER TABLE "family_connections" ADD COLUMN "advisor_sections" text[];--> statement-breakpoint
ALTER TABLE "family_connections" ADD COLUMN "advisor_reveals_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "advisor_sections" text[];--> statement-breakpoint
ALTER TABLE "family_invitations" ADD COLUMN "advisor_reveals_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Grants made before scopes existed opened the whole household: they keep every section, but
-- full numbers are masked from now on (least privilege: the owner can turn them back on).
UPDATE "family_connections" SET "advisor_sections" = ARRAY['expenses','accounts','loans','properties','investments','policies','estate','documents','guidebook'] WHERE "role" = 'advisor';--> statement-breakpoint
UPDATE "family_invitations" SET "advisor_sections" = ARRAY['expenses','accounts','loans','properties','investments','policies','estate','documents','guidebook'] WHERE "role" = 'advisor';
