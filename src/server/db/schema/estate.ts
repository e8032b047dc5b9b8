import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TBeneficiary } from '@shared/investments/investment-schemas';
import type { TEstatePerson, TTrustFundingItem } from '@shared/estate/estate-schemas';
import { expenses, ownership, sealedNumber } from './finance';
import { documents } from './documents';

/** Issue 14: a will, trust, power of attorney or directive, and where it stands. */
export const estateInstruments = pgTable(
  'estate_instruments',
  {
    ...ownership,
    kind: text('kind').notNull(),
    variant: text('variant').notNull(),
    principalName: text('principal_name').notNull(),
    status: text('status').notNull().default('none'),
    signedOn: date('signed_on'),
    signedState: text('signed_state'),
    originalLocation: text('original_location'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    lastReviewedOn: date('last_reviewed_on'),
    reviewEveryMonths: integer('review_every_months').notNull().default(36),
    /** Validated by ZInstrumentInput; read whole with the instrument. */
    people: jsonb('people').$type<TEstatePerson[]>().notNull().default([]),
    funding: jsonb('funding').$type<TTrustFundingItem[]>().notNull().default([]),
    notes: text('notes'),
  },
  (table) => [index('estate_instruments_user_idx').on(table.userId, table.createdAt)],
);

/** Life events that bring the next review of the plan forward. */
export const estateLifeEvents = pgTable(
  'estate_life_events',
  {
    ...ownership,
    kind: text('kind').notNull(),
    occurredOn: date('occurred_on').notNull(),
    note: text('note'),
  },
  (table) => [index('estate_life_events_user_idx').on(table.userId, table.occurredOn)],
);

/**
 * The owner's answer for a financial account, investment account or property: how it passes at
 * death and (issue 38) how it is titled, whose name holds it, and the other holder of a joint form.
 */
export const estateAssetTitling = pgTable(
  'estate_asset_titling',
  {
    ...ownership,
    assetKind: text('asset_kind').notNull(),
    assetId: uuid('asset_id').notNull(),
    /** Null when the owner said only whose name holds it or how it is titled as "individual". */
    passesBy: text('passes_by'),
    titlingForm: text('titling_form'),
    holderName: text('holder_name'),
    jointHolderName: text('joint_holder_name'),
  },
  (table) => [
    uniqueIndex('estate_asset_titling_asset_idx').on(table.userId, table.assetKind, table.assetId),
  ],
);

/** Insurance policies, with their beneficiaries and the obligation that pays the premium. */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    ...ownership,
    kind: text('kind').notNull(),
    carrier: text('carrier').notNull(),
    policyNumberSealed: sealedNumber('policy_number').sealed,
    policyNumberLast4: sealedNumber('policy_number').last4,
    insuredName: text('insured_name'),
    faceAmountCents: bigint('face_amount_cents', { mode: 'number' }),
    premiumExpenseId: uuid('premium_expense_id').references(() => expenses.id, {
      onDelete: 'set null',
    }),
    beneficiaries: jsonb('beneficiaries').$type<TBeneficiary[]>().notNull().default([]),
    notes: text('notes'),
  },
  (table) => [index('insurance_policies_user_idx').on(table.userId, table.createdAt)],
);
