ALTER TABLE "expenses" ADD COLUMN "listed_fields" text;--> statement-breakpoint
-- Existing obligations get what toExpenseColumns (expense-mapping.ts) writes for new ones: the
-- listed fields as JSON, null fields and auto-pay off left out.
UPDATE "expenses" SET "listed_fields" = json_strip_nulls(json_build_object(
  'category', "category",
  'vendor', "vendor",
  'costCents', "cost_cents",
  'frequency', "frequency",
  'description', "description",
  'bankAccount', "bank_account",
  'isAutoPay', CASE WHEN "is_auto_pay" THEN true END,
  'autoPayDate', "auto_pay_date",
  'website', "website",
  'documentUrl', "document_url",
  'entityName', "entity_name",
  'homeSubcategory', "home_subcategory",
  'outstandingLoanBalanceCents', "outstanding_loan_balance_cents",
  'address', CASE
    WHEN "address_street" IS NOT NULL AND "address_city" IS NOT NULL
      AND "address_state" IS NOT NULL AND "address_zip" IS NOT NULL
    THEN json_build_object(
      'street', "address_street",
      'city', "address_city",
      'state', "address_state",
      'zip', "address_zip",
      'full', coalesce("address_full", '')
    )
  END
))::text;--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "listed_fields" SET NOT NULL;
