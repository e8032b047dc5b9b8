import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AssetType } from '@shared/finance/asset-schemas';
import type {
  TDesignationKind,
  TInvestmentAccountType,
} from '@shared/investments/investment-schemas';
import type {
  TInstrumentKind,
  TInstrumentStatus,
  TLifeEventKind,
} from '@shared/estate/instrument-kinds';
import type { TPolicyKind } from '@shared/estate/policy-schemas';
import type {
  EstateFacts,
  HouseholdFacts,
  InvestmentAccountFacts,
} from '@shared/estate/estate-analysis/estate-facts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  advisors,
  assets,
  estateInstruments,
  estateLifeEvents,
  expenses,
  familyConnections,
  insurancePolicies,
  investmentAccounts,
  profiles,
  properties,
} from '../../db/schema';
import { titlingRows } from './titling-rows';
import { investmentAccountValues } from '../investments/account-values';

/**
 * The records the estate summary reads, for the owners the reader may see. Only the columns the
 * analysis needs: no sealed numbers are selected, so nothing is decrypted and none can leak.
 */

/** The named columns of one kind of the households' records, with their owner, oldest first. */
function ownedRecords<
  T extends PgTable & { userId: PgColumn; createdAt: PgColumn },
  K extends keyof T['_']['columns'],
>(db: Database, ownerIds: string[], table: T, names: readonly K[]) {
  const ownerId: T['userId'] = table.userId;
  return householdRows(db, ownerIds, table, [table.createdAt], {
    ...pickColumns(table, names),
    ownerId,
  });
}

async function investmentFacts(
  db: Database,
  ownerIds: string[],
): Promise<InvestmentAccountFacts[]> {
  const accounts = await ownedRecords(db, ownerIds, investmentAccounts, [
    ...ACCOUNT_COLUMNS,
    'ownerName',
    'designation',
    'beneficiaries',
    'balanceCents',
    'beneficiary',
  ]);
  const values = await investmentAccountValues(db, ownerIds, accounts);
  return accounts.map(({ balanceCents: _entered, ...account }) => ({
    ...account,
    type: account.type as TInvestmentAccountType,
    designation: account.designation as TDesignationKind,
    valueCents: values.get(account.id) ?? 0,
  }));
}

/**
 * The Kids obligations' entity names (spec §3: the child's name), each child once however its
 * name was spaced or cased, spelled as first recorded.
 */
function childNames(rows: readonly { name: string | null }[]): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = row.name?.trim().replace(/\s+/g, ' ');
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/** Each household's children, by the names on its kids obligations. */
export async function childrenOf(
  db: Database,
  ownerIds: string[],
): Promise<Map<string, readonly string[]>> {
  const kids = await db
    .select({ ownerId: expenses.userId, name: expenses.entityName })
    .from(expenses)
    .where(
      and(
        inArray(expenses.userId, ownerIds),
        eq(expenses.category, 'kids'),
        isNotNull(expenses.entityName),
      ),
    )
    .orderBy(expenses.createdAt, expenses.id);
  return new Map(
    ownerIds.map((ownerId) => [ownerId, childNames(kids.filter((row) => row.ownerId === ownerId))]),
  );
}

async function householdFacts(
  db: Database,
  ownerIds: string[],
  withChildren: boolean,
): Promise<HouseholdFacts[]> {
  const [children, connections, contacts, owners] = await Promise.all([
    withChildren ? childrenOf(db, ownerIds) : new Map<string, readonly string[]>(),
    db
      .select({ ownerId: familyConnections.connectedUserId, userId: familyConnections.userId })
      .from(familyConnections)
      .where(inArray(familyConnections.connectedUserId, ownerIds)),
    householdRows(db, ownerIds, advisors, [], { ownerId: advisors.userId, id: advisors.id }),
    db
      .select({ ownerId: profiles.id, fullName: profiles.fullName, homeState: profiles.homeState })
      .from(profiles)
      .where(inArray(profiles.id, ownerIds)),
  ]);
  return ownerIds.map((ownerId) => ({
    ownerId,
    ownerName: owners.find((row) => row.ownerId === ownerId)?.fullName || null,
    homeState: owners.find((row) => row.ownerId === ownerId)?.homeState ?? null,
    children: children.get(ownerId) ?? [],
    familyUserIds: [
      ownerId,
      ...connections.filter((row) => row.ownerId === ownerId).map((row) => row.userId),
    ],
    advisorIds: contacts.filter((row) => row.ownerId === ownerId).map((row) => row.id),
  }));
}

/**
 * The estate analysis' facts of the households. `withChildren: false` leaves each household's
 * children empty for a caller that reads them itself (`childrenOf`): the AI Insights snapshot
 * keeps them apart, so an edited obligation does not re-read every other estate fact.
 */
export async function estateFactsOf(
  db: Database,
  ownerIds: string[],
  today: string,
  { withChildren = true }: { withChildren?: boolean } = {},
): Promise<EstateFacts> {
  const [
    households,
    accountRows,
    investments,
    propertyRows,
    policyRows,
    instrumentRows,
    events,
    titling,
  ] = await Promise.all([
    householdFacts(db, ownerIds, withChildren),
    ownedRecords(db, ownerIds, assets, [
      ...ACCOUNT_COLUMNS,
      'ownerName',
      'balanceCents',
      'beneficiary',
      // The plain last four the lists show; the sealed number is never selected.
      'accountNumberLast4',
      'notes',
    ]),
    investmentFacts(db, ownerIds),
    ownedRecords(db, ownerIds, properties, [
      ...PROPERTY_COLUMNS,
      'estimatedValueCents',
      'purchasePriceCents',
      'purchaseDate',
      'vin',
    ]),
    ownedRecords(db, ownerIds, insurancePolicies, [
      ...POLICY_COLUMNS,
      'policyNumberLast4',
      'notes',
    ]),
    ownedRecords(db, ownerIds, estateInstruments, [
      ...INSTRUMENT_COLUMNS,
      'lastReviewedOn',
      'reviewEveryMonths',
      'people',
      'funding',
      'notes',
    ]),
    householdRows(db, ownerIds, estateLifeEvents, [], {
      ownerId: estateLifeEvents.userId,
      kind: estateLifeEvents.kind,
      occurredOn: estateLifeEvents.occurredOn,
    }),
    titlingRows(db, ownerIds),
  ]);
  return {
    today,
    households,
    assets: accountRows.map((row) => ({ ...row, type: row.type as AssetType })),
    investments,
    properties: propertyRows.map((row) => ({ ...row, kind: row.kind as 'home' | 'vehicle' })),
    policies: policyRows.map((row) => ({ ...row, kind: row.kind as TPolicyKind })),
    instruments: instrumentRows.map((row) => ({
      ...row,
      kind: row.kind as TInstrumentKind,
      status: row.status as TInstrumentStatus,
    })),
    lifeEvents: events.map((row) => ({ ...row, kind: row.kind as TLifeEventKind })),
    titling,
  };
}
