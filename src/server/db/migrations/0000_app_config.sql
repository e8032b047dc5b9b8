CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "app_config" ("key", "value") VALUES ('payment_required', '{"enabled": false}') ON CONFLICT DO NOTHING;
