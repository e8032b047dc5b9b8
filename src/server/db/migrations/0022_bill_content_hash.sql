ALTER TABLE "documents" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "documents_content_idx" ON "documents" USING btree ("user_id","content_sha256");