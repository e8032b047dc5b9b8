CREATE TABLE "account_merge_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "beneficiary" text;--> statement-breakpoint
ALTER TABLE "account_merge_rejections" ADD CONSTRAINT "account_merge_rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_merge_rejections" ADD CONSTRAINT "account_merge_rejections_first_id_investment_accounts_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."investment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_merge_rejections" ADD CONSTRAINT "account_merge_rejections_second_id_investment_accounts_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."investment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_merge_rejections_pair_idx" ON "account_merge_rejections" USING btree ("user_id","first_id","second_id");