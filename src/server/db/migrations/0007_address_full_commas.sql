-- Spec §3: address_full is the parts joined with commas ("12 Oak St, Springfield, IL, 62701").
-- Until now it was built as "12 Oak St, Springfield, IL 62701". Only values that are exactly that
-- old build of the row's own parts are rewritten; anything else was not made from the parts.
UPDATE "assets" SET "address_full" = concat_ws(', ', "address_street", "address_city", "address_state", "address_zip")
WHERE "address_full" = "address_street" || ', ' || "address_city" || ', ' || "address_state" || ' ' || "address_zip";--> statement-breakpoint
UPDATE "properties" SET "address_full" = concat_ws(', ', "address_street", "address_city", "address_state", "address_zip")
WHERE "address_full" = "address_street" || ', ' || "address_city" || ', ' || "address_state" || ' ' || "address_zip";--> statement-breakpoint
-- The obligations list sends listed_fields (docs/adr/0004), which holds the address too: it is
-- rebuilt for the same rows as migration 0003 built it, with the new address_full.
UPDATE "expenses" SET
  "address_full" = concat_ws(', ', "address_street", "address_city", "address_state", "address_zip"),
  "listed_fields" = json_strip_nulls(json_build_object(
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
    'address', json_build_object(
      'street', "address_street",
      'city', "address_city",
      'state', "address_state",
      'zip', "address_zip",
      'full', concat_ws(', ', "address_street", "address_city", "address_state", "address_zip")
    )
  ))::text
WHERE "address_full" = "address_street" || ', ' || "address_city" || ', ' || "address_state" || ' ' || "address_zip";
