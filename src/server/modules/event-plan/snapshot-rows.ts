import { and, count, eq } from 'drizzle-orm';
import type { TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { TInstrumentKind, TInstrumentStatus } from '@shared/estate/instrument-kinds';
import type { TPolicyKind } from '@shared/estate/policy-schemas';
import { maritalStatusOf } from '@shared/estate/estate-analysis/marital-status';
import { summariseEstate } from '@shared/estate/estate-analysis/summarise-estate';
import type { AssetType } from '@shared/finance/asset-schemas';
import type {
  TDesignationKind,
  TInvestmentAccountType,
} from '@shared/investments/investment-schemas';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { householdRows } from '../../db/household-rows';
import { pickColumns } from '../../db/pick-columns';
import {
  ACCOUNT_COLUMNS,
  INSTRUMENT_COLUMNS,
  POLICY_COLUMNS,
  PROPERTY_COLUMNS,
} from '../../db/record-columns';
import {
  advisorLinks,
  advisors,
  assets,
  documents,
  estateInstruments,
  expenses,
  guidebookEntries,
  insurancePolicies,
  investmentAccounts,
  loans,
  profiles,
  properties,
  users,
} from '../../db/schema';
import { estateFactsOf } from '../estate/estate-summary-rows';
import type { HouseholdSnapshot, SnapshotEstate } from './household-snapshot';

/**
 * Reads one household's snapshot for the plan. No sealed column is selected: tasks show the
 * stored last 4 of each number, so nothing needs decrypting and no full number can reach a task.
 */

async function ownerProfile(db: Database, ownerId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      fullName: profiles.fullName,
      homeState: profiles.homeState,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, ownerId));
  return {
    ownerName: row?.fullName || row?.name || row?.email || 'The owner',
    homeState: row?.homeState ?? null,
  };
}

/** The estate summary's own rules (who gets what), reused: what passes through probate. */
async function estateOf(db: Database, ownerId: string, today: string): Promise<SnapshotEstate> {
  const facts = await estateFactsOf(db, [ownerId], today);
  const summary = summariseEstate(facts);
  // The plan is about the owner's death: the owner's own column (issue 38), never the spouse's
  // records added in. A household whose people are not told apart has one column, the owner's.
  const column = summary.people.find((person) => person.ownerId === ownerId && person.isOwner);
  if (!column) return { probateCents: 0, nonProbateCents: 0, probateAssets: [], married: false };
  const byId = new Map(summary.assets.map((asset) => [`${asset.kind}:${asset.id}`, asset]));
  const vehicleIds = new Set(
    facts.properties
      .filter((property) => property.kind === 'vehicle')
      .map((property) => property.id),
  );
  const probateAssets = column.assets.flatMap((entry) => {
    const asset = byId.get(`${entry.kind}:${entry.id}`);
    if (!asset || entry.passesBy !== 'will' || entry.countedCents === 0) return [];
    return [
      {
        label: asset.label,
        valueCents: entry.countedCents,
        // A property is matched with the homes on record (settlement-inputs.ts); nothing else is real estate.
        ...(asset.kind === 'property' ? {} : { realEstate: false }),
        ...(asset.kind === 'property' && vehicleIds.has(asset.id) ? { vehicle: true } : {}),
      },
    ];
  });
  // The owner's part of what passes outside probate, for the estate-tax figures: a record held
  // jointly with survivorship is counted at half, whichever holder's column lists it. For two
  // spouses alone that is the rule (IRC § 2040(b) "qualified joint interest"; Klasing &
  // Associates, klasing-associates.com/question/types-joint-interests-included-gross-estate,
  // read 2026-11-29); with anyone else more may be included, so it is then a floor.
  const nonProbateCents = column.assets.reduce((sum, entry) => {
    if (entry.passesBy === 'will') return sum;
    if (entry.passesBy !== 'joint_survivorship') return sum + entry.countedCents;
    const asset = byId.get(`${entry.kind}:${entry.id}`);
    return sum + Math.floor((asset?.valueCents ?? 0) / 2);
  }, 0);
  return {
    probateCents: column.probateCents,
    nonProbateCents,
    probateAssets,
    married: maritalStatusOf(facts, ownerId).married,
  };
}

/** One kind of the owner's records, oldest first: the order the family entered them. */
function enteredRows<S extends SelectedFields>(
  db: Database,
  ownerId: string,
  table: PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn },
  columns: S,
) {
  return householdRows(db, [ownerId], table, [table.createdAt, table.id], columns);
}

function financeRows(db: Database, ownerId: string) {
  return Promise.all([
    enteredRows(db, ownerId, assets, {
      ...pickColumns(assets, [...ACCOUNT_COLUMNS, 'balanceCents', 'beneficiary']),
      last4: assets.accountNumberLast4,
    }),
    enteredRows(db, ownerId, investmentAccounts, {
      ...pickColumns(investmentAccounts, [...ACCOUNT_COLUMNS, 'designation', 'beneficiaries']),
      last4: investmentAccounts.accountNumberLast4,
    }),
    enteredRows(db, ownerId, properties, pickColumns(properties, [...PROPERTY_COLUMNS, 'vin'])),
    enteredRows(db, ownerId, loans, {
      ...pickColumns(loans, ['id', 'loanType', 'bankName', 'propertyId']),
      last4: loans.accountNumberLast4,
    }),
    enteredRows(db, ownerId, expenses, {
      ...pickColumns(expenses, [
        'id',
        'category',
        'homeSubcategory',
        'vendor',
        'description',
        'costCents',
        'frequency',
        'isAutoPay',
        'autoPayDate',
        'website',
        'bankAccount',
        'entityName',
      ]),
      last4: expenses.vendorAccountLast4,
    }),
  ]);
}

function estateRows(db: Database, ownerId: string) {
  return Promise.all([
    enteredRows(db, ownerId, insurancePolicies, {
      ...pickColumns(insurancePolicies, [...POLICY_COLUMNS, 'premiumExpenseId']),
      last4: insurancePolicies.policyNumberLast4,
    }),
    db
      .select({
        ...pickColumns(estateInstruments, [
          ...INSTRUMENT_COLUMNS,
          'signedState',
          'originalLocation',
          'people',
        ]),
        documentName: documents.name,
      })
      .from(estateInstruments)
      // The document must be the household's own; a link to anything else shows nothing.
      .leftJoin(
        documents,
        and(eq(documents.id, estateInstruments.documentId), eq(documents.userId, ownerId)),
      )
      .where(eq(estateInstruments.userId, ownerId))
      .orderBy(estateInstruments.createdAt, estateInstruments.id),
    enteredRows(
      db,
      ownerId,
      advisors,
      pickColumns(advisors, ['id', 'name', 'role', 'firm', 'phone', 'email']),
    ),
    db
      .select(pickColumns(advisorLinks, ['advisorId', 'kind', 'targetId']))
      .from(advisorLinks)
      .where(eq(advisorLinks.userId, ownerId)),
    db
      .select({ entries: count() })
      .from(guidebookEntries)
      .where(
        and(eq(guidebookEntries.userId, ownerId), eq(guidebookEntries.section, 'final_wishes')),
      ),
  ]);
}

/** The owner's records as they are now; `today` dates the estate summary's review checks. */
export async function readHouseholdSnapshot(
  db: Database,
  ownerId: string,
  today: string,
): Promise<HouseholdSnapshot> {
  const [profile, [accountRows, investmentRows, propertyRows, loanRows, obligationRows], estate] =
    await Promise.all([
      ownerProfile(db, ownerId),
      financeRows(db, ownerId),
      estateOf(db, ownerId, today),
    ]);
  const [policyRows, instrumentRows, advisorRows, linkRows, [finalWishes]] = await estateRows(
    db,
    ownerId,
  );
  return {
    ownerId,
    ...profile,
    accounts: accountRows.map((row) => ({ ...row, type: row.type as AssetType })),
    investments: investmentRows.map((row) => ({
      ...row,
      type: row.type as TInvestmentAccountType,
      designation: row.designation as TDesignationKind,
    })),
    properties: propertyRows.map(({ vin, ...row }) => ({
      ...row,
      kind: row.kind === 'vehicle' ? ('vehicle' as const) : ('home' as const),
      vinLast4: vin ? vin.slice(-4) : null,
    })),
    loans: loanRows,
    policies: policyRows.map((row) => ({ ...row, kind: row.kind as TPolicyKind })),
    obligations: obligationRows,
    instruments: instrumentRows.map((row) => ({
      ...row,
      kind: row.kind as TInstrumentKind,
      status: row.status as TInstrumentStatus,
    })),
    advisors: advisorRows.map((row) => ({ ...row, role: row.role as TAdvisorRole })),
    advisorLinks: linkRows,
    finalWishesEntries: finalWishes?.entries ?? 0,
    estate,
  };
}
