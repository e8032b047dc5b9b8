CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"institution_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number_sealed" text,
	"account_number_last4" text,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"owner_name" text,
	"beneficiary" text,
	"notes" text,
	"address_street" text,
	"address_city" text,
	"address_state" text,
	"address_zip" text,
	"address_full" text
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"description" text,
	"bank_account" text,
	"is_auto_pay" boolean DEFAULT false NOT NULL,
	"auto_pay_date" integer,
	"website" text,
	"vendor_account_sealed" text,
	"vendor_account_last4" text,
	"document_url" text,
	"entity_name" text,
	"home_subcategory" text,
	"outstanding_loan_balance_cents" integer,
	"address_street" text,
	"address_city" text,
	"address_state" text,
	"address_zip" text,
	"address_full" text
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loan_type" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_sealed" text,
	"account_number_last4" text,
	"original_loan_amount_cents" integer DEFAULT 0 NOT NULL,
	"current_outstanding_balance_cents" integer DEFAULT 0 NOT NULL,
	"interest_rate_thousandths" integer,
	"monthly_payment_cents" integer,
	"term_months" integer,
	"start_date" date,
	"notes" text,
	"related_expense_id" uuid,
	"property_id" uuid
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"estimated_value_cents" integer DEFAULT 0 NOT NULL,
	"home_type" text,
	"purchase_date" date,
	"purchase_price_cents" integer,
	"vehicle_year" integer,
	"vehicle_make" text,
	"vehicle_model" text,
	"vin" text,
	"address_street" text,
	"address_city" text,
	"address_state" text,
	"address_zip" text,
	"address_full" text
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_related_expense_id_expenses_id_fk" FOREIGN KEY ("related_expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_created_idx" ON "assets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_user_created_idx" ON "expenses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_user_created_idx" ON "loans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_related_expense_idx" ON "loans" USING btree ("related_expense_id");--> statement-breakpoint
CREATE INDEX "properties_user_created_idx" ON "properties" USING btree ("user_id","created_at");