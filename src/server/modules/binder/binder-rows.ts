import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { householdRows } from '../../db/household-rows';
import { pickColumns } from '../../db/pick-columns';
import { ACCOUNT_COLUMNS, POLICY_COLUMNS, PROPERTY_COLUMNS } from '../../db/record-columns';
import {
  advisors,
  assets,
  documents,
  estateInstruments,
  estateLifeEvents,
  expenses,
  guidebookEntries,
  insurancePolicies,
  investmentAccounts,
  loans,
  profiles,
  properties,
} from '../../db/schema';

import { investmentAccountValues } from '../investments/account-values';

type Queryable = Pick<Database, 'select'>;

/** What the binder prints of either kind of account, beside what names it. */
const PRINTED_ACCOUNT_COLUMNS = [
  ...ACCOUNT_COLUMNS,
  'userId',
  'accountNumberLast4',
  'ownerName',
] as const;

/**
 * Everything the binder prints, for the households access.ts selected. Sealed numbers are never
 * read: the binder prints their last 4 only, so the full numbers do not even reach this process.
 * The guidebook's bodies are read sealed; the service opens only the entries the reader may see.
 * Rows come oldest first, the order the family entered them.
 */
export async function readBinderRows(db: Queryable, ownerIds: string[]) {
  const [
    households,
    guidebook,
    instruments,
    lifeEvents,
    advisorRows,
    assetRows,
    investmentRows,
    loanRows,
    policyRows,
    propertyRows,
    expenseRows,
    documentRows,
  ] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        householdName: profiles.householdName,
      })
      .from(profiles)
      .where(inArray(profiles.id, ownerIds)),
    householdRows(
      db,
      ownerIds,
      guidebookEntries,
      [asc(guidebookEntries.createdAt), asc(guidebookEntries.id)],
      getTableColumns(guidebookEntries),
    ),
    householdRows(
      db,
      ownerIds,
      estateInstruments,
      [asc(estateInstruments.createdAt), asc(estateInstruments.id)],
      getTableColumns(estateInstruments),
    ),
    householdRows(
      db,
      ownerIds,
      estateLifeEvents,
      [asc(estateLifeEvents.occurredOn)],
      getTableColumns(estateLifeEvents),
    ),
    householdRows(
      db,
      ownerIds,
      advisors,
      [asc(advisors.name), asc(advisors.id)],
      pickColumns(advisors, ['userId', 'name', 'role', 'firm', 'phone', 'email']),
    ),
    householdRows(
      db,
      ownerIds,
      assets,
      [asc(assets.institutionName), asc(assets.accountName), asc(assets.id)],
      pickColumns(assets, [...PRINTED_ACCOUNT_COLUMNS, 'balanceCents', 'beneficiary']),
    ),
    householdRows(
      db,
      ownerIds,
      investmentAccounts,
      [asc(investmentAccounts.institutionName), asc(investmentAccounts.id)],
      pickColumns(investmentAccounts, [
        ...PRINTED_ACCOUNT_COLUMNS,
        'designation',
        'beneficiaries',
        'balanceCents',
      ]),
    ),
    householdRows(
      db,
      ownerIds,
      loans,
      [asc(loans.bankName), asc(loans.id)],
      pickColumns(loans, [
        'userId',
        'loanType',
        'bankName',
        'accountNumberLast4',
        'currentOutstandingBalanceCents',
        'monthlyPaymentCents',
      ]),
    ),
    householdRows(
      db,
      ownerIds,
      insurancePolicies,
      [asc(insurancePolicies.kind), asc(insurancePolicies.carrier), asc(insurancePolicies.id)],
      pickColumns(insurancePolicies, [...POLICY_COLUMNS, 'userId', 'policyNumberLast4']),
    ),
    householdRows(
      db,
      ownerIds,
      properties,
      [asc(properties.kind), asc(properties.createdAt), asc(properties.id)],
      pickColumns(properties, [...PROPERTY_COLUMNS, 'userId', 'estimatedValueCents']),
    ),
    householdRows(
      db,
      ownerIds,
      expenses,
      [asc(expenses.category), asc(expenses.vendor), asc(expenses.id)],
      pickColumns(expenses, [
        'userId',
        'category',
        'homeSubcategory',
        'vendor',
        'costCents',
        'frequency',
        'bankAccount',
        'isAutoPay',
        'autoPayDate',
        'website',
        'vendorAccountLast4',
        'entityName',
      ]),
    ),
    householdRows(
      db,
      ownerIds,
      documents,
      [asc(documents.category), asc(documents.name), asc(documents.id)],
      pickColumns(documents, [
        'id',
        'userId',
        'name',
        'fileType',
        'category',
        'expiresOn',
        'createdAt',
      ]),
    ),
  ]);
  const values = await investmentAccountValues(db, ownerIds, investmentRows);
  return {
    // In the order access.ts chose them (the reader's own household first), not the database's.
    households: households.sort((a, b) => ownerIds.indexOf(a.id) - ownerIds.indexOf(b.id)),
    guidebook,
    instruments,
    lifeEvents,
    advisors: advisorRows,
    assets: assetRows,
    investments: investmentRows.map((row) => ({ ...row, valueCents: values.get(row.id) ?? 0 })),
    loans: loanRows,
    policies: policyRows,
    properties: propertyRows,
    expenses: expenseRows,
    documents: documentRows,
  };
}

export type BinderRows = Awaited<ReturnType<typeof readBinderRows>>;
export type GuidebookRow = BinderRows['guidebook'][number];
