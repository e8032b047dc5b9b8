ALTER TABLE "estate_asset_titling" ALTER COLUMN "passes_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_asset_titling" ADD COLUMN "titling_form" text;--> statement-breakpoint
ALTER TABLE "estate_asset_titling" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "estate_asset_titling" ADD COLUMN "joint_holder_name" text;