CREATE TABLE "obligation_amounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obligation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" date,
	"source" text NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obligation_amounts_source_check" CHECK ("obligation_amounts"."source" in ('manual', 'bill_scan', 'edit', 'import'))
);
--> statement-breakpoint
ALTER TABLE "obligation_amounts" ADD CONSTRAINT "obligation_amounts_obligation_id_expenses_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_amounts" ADD CONSTRAINT "obligation_amounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_amounts" ADD CONSTRAINT "obligation_amounts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligation_amounts_obligation_idx" ON "obligation_amounts" USING btree ("obligation_id","created_at");--> statement-breakpoint
-- Every obligation that exists starts its history with the amount it has now.
INSERT INTO "obligation_amounts" ("obligation_id", "user_id", "amount_cents", "source", "created_at")
SELECT "id", "user_id", "cost_cents", 'manual', "created_at" FROM "expenses";
