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
CREATE UNIQUE INDEX "account_merge_rejections_pair_idx" ON "account_merge_rejections" USING btree ("user_id","first_id","second_id");--> statement-breakpoint
-- One ledger (issue 40): an investment-type account lives on investment_accounts only. Each one
-- on Financial Accounts (assets) either merges into the investment account that is the same
-- account (same household and institution, same last 4, one to one) or moves there with its id.
-- Nothing is dropped: a merged record's differing name, owner, type or beneficiary is written
-- into the notes, its balance is kept as the entered balance, and every link to it follows it.
CREATE TABLE "ledger_moves" ("old_id" uuid PRIMARY KEY, "new_id" uuid NOT NULL, "merged" boolean NOT NULL);
--> statement-breakpoint
WITH candidates AS (
  SELECT a.id AS asset_id, i.id AS investment_id
  FROM assets a
  JOIN investment_accounts i
    ON i.user_id = a.user_id
   AND lower(btrim(i.institution_name)) = lower(btrim(a.institution_name))
   AND i.account_number_last4 = a.account_number_last4
  WHERE a.type IN ('brokerage', 'retirement_401k', 'ira', 'roth_ira', 'hsa', 'college_529')
)
INSERT INTO ledger_moves (old_id, new_id, merged)
SELECT c.asset_id, c.investment_id, true FROM candidates c
WHERE (SELECT count(*) FROM candidates o WHERE o.asset_id = c.asset_id) = 1
  AND (SELECT count(*) FROM candidates o WHERE o.investment_id = c.investment_id) = 1;
--> statement-breakpoint
INSERT INTO ledger_moves (old_id, new_id, merged)
SELECT a.id, a.id, false FROM assets a
WHERE a.type IN ('brokerage', 'retirement_401k', 'ira', 'roth_ira', 'hsa', 'college_529')
  AND a.id NOT IN (SELECT old_id FROM ledger_moves);
--> statement-breakpoint
UPDATE investment_accounts i SET
  balance_cents = coalesce(i.balance_cents, a.balance_cents),
  beneficiary = coalesce(i.beneficiary, a.beneficiary),
  owner_name = coalesce(i.owner_name, a.owner_name),
  account_number_sealed = coalesce(i.account_number_sealed, a.account_number_sealed),
  notes = concat_ws(E'\n\n', i.notes, a.notes,
    'Merged with the same account from Financial Accounts'
      || concat(
        CASE WHEN a.account_name <> i.account_name THEN '; it was named "' || a.account_name || '"' END,
        CASE WHEN a.type <> i.type THEN '; its type was ' || a.type END,
        CASE WHEN a.owner_name IS NOT NULL AND i.owner_name IS NOT NULL AND a.owner_name <> i.owner_name
          THEN '; its owner was ' || a.owner_name END,
        CASE WHEN a.beneficiary IS NOT NULL AND i.beneficiary IS NOT NULL AND a.beneficiary <> i.beneficiary
          THEN '; its beneficiary was ' || a.beneficiary END,
        '; its balance was $' || to_char(a.balance_cents / 100.0, 'FM999,999,999,990.00')
      ) || '.'),
  updated_at = now()
FROM ledger_moves m JOIN assets a ON a.id = m.old_id
WHERE m.merged AND i.id = m.new_id;
--> statement-breakpoint
INSERT INTO investment_accounts (id, user_id, created_at, updated_at, type, institution_name,
  account_name, account_number_sealed, account_number_last4, owner_name, designation, beneficiaries,
  notes, balance_cents, beneficiary)
SELECT a.id, a.user_id, a.created_at, now(), a.type, a.institution_name, a.account_name,
  a.account_number_sealed, a.account_number_last4, a.owner_name, 'none', '[]'::jsonb, a.notes,
  a.balance_cents, a.beneficiary
FROM ledger_moves m JOIN assets a ON a.id = m.old_id
WHERE NOT m.merged;
--> statement-breakpoint
UPDATE documents d SET link_kind = 'investment', link_id = m.new_id
FROM ledger_moves m WHERE d.link_kind = 'asset' AND d.link_id = m.old_id;
--> statement-breakpoint
DELETE FROM advisor_links l USING ledger_moves m
WHERE l.kind = 'asset' AND l.target_id = m.old_id AND EXISTS (
  SELECT 1 FROM advisor_links o
  WHERE o.advisor_id = l.advisor_id AND o.kind = 'investment' AND o.target_id = m.new_id);
--> statement-breakpoint
UPDATE advisor_links l SET kind = 'investment', target_id = m.new_id
FROM ledger_moves m WHERE l.kind = 'asset' AND l.target_id = m.old_id;
--> statement-breakpoint
-- A merged pair titled on both sides keeps the investment account's titling; the other one's
-- form is written into the account's notes first.
UPDATE investment_accounts i SET notes = concat_ws(E'\n\n', i.notes,
  'Titling recorded on Financial Accounts: ' || concat_ws(', ', t.titling_form, t.passes_by,
    CASE WHEN t.holder_name IS NOT NULL THEN 'held by ' || t.holder_name END,
    CASE WHEN t.joint_holder_name IS NOT NULL THEN 'with ' || t.joint_holder_name END) || '.')
FROM ledger_moves m
JOIN estate_asset_titling t ON t.asset_kind = 'asset' AND t.asset_id = m.old_id
WHERE i.id = m.new_id AND m.merged AND EXISTS (
  SELECT 1 FROM estate_asset_titling o
  WHERE o.user_id = t.user_id AND o.asset_kind = 'investment' AND o.asset_id = m.new_id);
--> statement-breakpoint
DELETE FROM estate_asset_titling t USING ledger_moves m
WHERE t.asset_kind = 'asset' AND t.asset_id = m.old_id AND EXISTS (
  SELECT 1 FROM estate_asset_titling o
  WHERE o.user_id = t.user_id AND o.asset_kind = 'investment' AND o.asset_id = m.new_id);
--> statement-breakpoint
UPDATE estate_asset_titling t SET asset_kind = 'investment', asset_id = m.new_id
FROM ledger_moves m WHERE t.asset_kind = 'asset' AND t.asset_id = m.old_id;
--> statement-breakpoint
UPDATE event_tasks t SET subject_kind = 'investment', subject_id = m.new_id
FROM ledger_moves m WHERE t.subject_kind = 'asset' AND t.subject_id = m.old_id;
--> statement-breakpoint
-- Trust funding items and will gifts point at records inside JSON: each moved id is rewritten.
DO $$
DECLARE move record;
BEGIN
  FOR move IN SELECT old_id, new_id FROM ledger_moves LOOP
    UPDATE estate_instruments SET funding = (
      SELECT jsonb_agg(CASE WHEN item->>'assetKind' = 'asset' AND item->>'assetId' = move.old_id::text
        THEN item || jsonb_build_object('assetKind', 'investment', 'assetId', move.new_id)
        ELSE item END ORDER BY position)
      FROM jsonb_array_elements(funding) WITH ORDINALITY AS items(item, position))
    WHERE funding @> jsonb_build_array(jsonb_build_object('assetKind', 'asset', 'assetId', move.old_id));
    UPDATE legal_drafts SET answers = replace(answers::text,
        '{"id": "' || move.old_id || '", "kind": "account"}',
        '{"id": "' || move.new_id || '", "kind": "investment"}')::jsonb
    WHERE answers::text LIKE '%' || move.old_id || '%';
  END LOOP;
END $$;
--> statement-breakpoint
DELETE FROM assets a USING ledger_moves m WHERE a.id = m.old_id;
--> statement-breakpoint
DROP TABLE ledger_moves;
