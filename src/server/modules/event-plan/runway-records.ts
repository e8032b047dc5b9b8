import { and, eq, inArray } from 'drizzle-orm';
import { parseTypedBeneficiaries } from '@shared/estate/estate-analysis/typed-beneficiaries';
import { PASSES_BY, type TPassesBy } from '@shared/estate/estate-summary-schemas';
import type { TBeneficiary } from '@shared/investments/investment-schemas';
import { storedHoldingValueCents } from '@shared/investments/valuation';
import {
  isCloseFamilyRelationship,
  type HouseholdPerson,
  type NamedBeneficiary,
} from '@shared/triggering-event/survivor-reach';
import { householdRows } from '../../db/household-rows';
import type { Queryable } from '../../db/owned-rows';
import { pickColumns } from '../../db/pick-columns';
import {
  assets,
  estateAssetTitling,
  estateInstruments,
  eventTasks,
  expenses,
  familyConnections,
  holdings,
  insurancePolicies,
  investmentAccounts,
  profiles,
  triggerEvents,
} from '../../db/schema';

/** Accounts whose balance the family can spend at once (the Accounts screen's bank types). */
const LIQUID_ACCOUNT_TYPES = ['checking', 'savings'];
/**
 * Cash held in a taxable brokerage account can be withdrawn at once; cash inside a retirement
 * account or a 529 cannot without taxes or penalties, so it is not counted.
 */
const CASH_ACCOUNT_TYPES = ['brokerage'];

/** A liquid account with what decides who can reach it after a death. */
export type RunwayAccountRecord = {
  kind: 'asset' | 'investment';
  id: string;
  name: string;
  balanceCents: number;
  ownerName: string | null;
  /** A POD beneficiary typed on a bank account ("Luis Carter (spouse)"). */
  recordedBeneficiary: string | null;
  /** An investment account's designation and named beneficiaries. */
  designation: string | null;
  beneficiaries: readonly TBeneficiary[];
};

export function obligations(db: Queryable, ownerId: string) {
  return householdRows(
    db,
    [ownerId],
    expenses,
    [expenses.createdAt, expenses.id],
    pickColumns(expenses, [
      'id',
      'vendor',
      'costCents',
      'frequency',
      'category',
      'entityName',
      'description',
    ]),
  );
}

export function policies(db: Queryable, ownerId: string) {
  return householdRows(
    db,
    [ownerId],
    insurancePolicies,
    [insurancePolicies.createdAt, insurancePolicies.id],
    pickColumns(insurancePolicies, [
      'kind',
      'carrier',
      'insuredName',
      'faceAmountCents',
      'premiumExpenseId',
      'beneficiaries',
    ]),
  );
}

/** Checking and savings balances, and the cash in brokerage accounts (valued as Investments values it). */
export async function liquidAccounts(
  db: Queryable,
  ownerId: string,
): Promise<RunwayAccountRecord[]> {
  const [banks, cash] = await Promise.all([
    db
      .select({
        id: assets.id,
        institution: assets.institutionName,
        account: assets.accountName,
        balanceCents: assets.balanceCents,
        ownerName: assets.ownerName,
        beneficiary: assets.beneficiary,
      })
      .from(assets)
      .where(and(eq(assets.userId, ownerId), inArray(assets.type, LIQUID_ACCOUNT_TYPES)))
      .orderBy(assets.createdAt, assets.id),
    db
      .select({
        accountId: investmentAccounts.id,
        institution: investmentAccounts.institutionName,
        account: investmentAccounts.accountName,
        ownerName: investmentAccounts.ownerName,
        designation: investmentAccounts.designation,
        beneficiaries: investmentAccounts.beneficiaries,
        assetClass: holdings.assetClass,
        quantity: holdings.quantity,
        priceMicros: holdings.priceMicros,
        priceAsOf: holdings.priceAsOf,
      })
      .from(holdings)
      .innerJoin(investmentAccounts, eq(investmentAccounts.id, holdings.accountId))
      .where(
        and(
          eq(holdings.userId, ownerId),
          eq(holdings.assetClass, 'cash'),
          inArray(investmentAccounts.type, CASH_ACCOUNT_TYPES),
        ),
      )
      .orderBy(investmentAccounts.createdAt, holdings.createdAt),
  ]);
  const cashByAccount = new Map<string, RunwayAccountRecord>();
  for (const holding of cash) {
    const value = storedHoldingValueCents(holding);
    if (value === null) continue;
    const entry = cashByAccount.get(holding.accountId) ?? {
      kind: 'investment' as const,
      id: holding.accountId,
      name: `${holding.institution} · ${holding.account} (cash)`,
      balanceCents: 0,
      ownerName: holding.ownerName,
      recordedBeneficiary: null,
      designation: holding.designation,
      beneficiaries: holding.beneficiaries,
    };
    entry.balanceCents += value;
    cashByAccount.set(holding.accountId, entry);
  }
  return [
    ...banks.map((bank) => ({
      kind: 'asset' as const,
      id: bank.id,
      name: `${bank.institution} · ${bank.account}`,
      balanceCents: bank.balanceCents,
      ownerName: bank.ownerName,
      recordedBeneficiary: bank.beneficiary,
      designation: null,
      beneficiaries: [],
    })),
    ...[...cashByAccount.values()].map((entry) => ({
      ...entry,
      balanceCents: Math.round(entry.balanceCents),
    })),
  ];
}

/** The owner's titling answer for one record (estate plan, issue 38 item 2). */
export type TitlingAnswer = {
  passesBy: TPassesBy | null;
  /** Whose name holds it, when the owner said so. */
  holderName: string | null;
  /** The other holder of a joint form. */
  jointHolderName: string | null;
};

/** Titling forms whose surviving holder takes the whole. */
const SURVIVORSHIP_FORMS = ['jtwros', 'tenancy_by_entirety', 'community_property_survivorship'];

/**
 * How a titling form passes at death; an "individual" form says nothing beyond whose name holds
 * it. A form added later maps here.
 */
export function formPassesBy(form: string | null): TPassesBy | null {
  if (!form) return null;
  if (SURVIVORSHIP_FORMS.includes(form)) return 'joint_survivorship';
  if (form === 'tod_pod') return 'pod_tod';
  const same = PASSES_BY.find((each) => each === form);
  return same ?? null;
}

/**
 * The owner's titling answers, by "kind:id". Read for every asset kind, investment accounts
 * included. A titling form decides how it passes; else the older "how does it pass" answer.
 */
export async function titlingAnswers(
  db: Queryable,
  ownerId: string,
): Promise<Map<string, TitlingAnswer>> {
  const rows = await db
    .select({
      assetKind: estateAssetTitling.assetKind,
      assetId: estateAssetTitling.assetId,
      passesBy: estateAssetTitling.passesBy,
      titlingForm: estateAssetTitling.titlingForm,
      holderName: estateAssetTitling.holderName,
      jointHolderName: estateAssetTitling.jointHolderName,
    })
    .from(estateAssetTitling)
    .where(eq(estateAssetTitling.userId, ownerId));
  return new Map(
    rows.map((row) => [
      `${row.assetKind}:${row.assetId}`,
      {
        passesBy:
          formPassesBy(row.titlingForm) ?? PASSES_BY.find((each) => each === row.passesBy) ?? null,
        holderName: row.holderName?.trim() || null,
        jointHolderName: row.jointHolderName?.trim() || null,
      },
    ]),
  );
}

/**
 * The household's family: the members connected to it (advisors are not family) and, when the
 * estate plan may be read, the spouse and children its cards name.
 */
export async function householdPeople(
  db: Queryable,
  ownerId: string,
  withEstatePlan: boolean,
): Promise<HouseholdPerson[]> {
  const members = await db
    .select({ name: profiles.fullName })
    .from(familyConnections)
    .innerJoin(profiles, eq(profiles.id, familyConnections.userId))
    .where(
      and(
        eq(familyConnections.connectedUserId, ownerId),
        inArray(familyConnections.role, ['guest', 'viewer']),
      ),
    );
  const people: HouseholdPerson[] = members
    .filter((member) => member.name.trim())
    .map((member) => ({ name: member.name, relationship: null }));
  if (!withEstatePlan) return people;
  const cards = await db
    .select({ people: estateInstruments.people })
    .from(estateInstruments)
    .where(eq(estateInstruments.userId, ownerId));
  for (const card of cards)
    for (const person of card.people)
      if (isCloseFamilyRelationship(person.relationship))
        people.push({ name: person.name, relationship: person.relationship });
  return people;
}

export async function homeState(db: Queryable, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ state: profiles.homeState })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  return row?.state ?? null;
}

/** The household's current event, if unlocked: its kind, and the bills its plan cancels. */
export async function currentEvent(db: Queryable, ownerId: string) {
  const [event] = await db
    .select({ id: triggerEvents.id, kind: triggerEvents.kind, eventDate: triggerEvents.eventDate })
    .from(triggerEvents)
    .where(and(eq(triggerEvents.userId, ownerId), eq(triggerEvents.status, 'unlocked')));
  if (!event) return { kind: 'death' as const, eventDate: null, cancelled: [] as string[] };
  const cancelled = await db
    .select({ id: eventTasks.subjectId })
    .from(eventTasks)
    .where(
      and(
        eq(eventTasks.eventId, event.id),
        eq(eventTasks.subjectKind, 'expense'),
        eq(eventTasks.decision, 'cancel'),
      ),
    );
  return {
    kind: event.kind,
    eventDate: event.eventDate,
    cancelled: cancelled.flatMap((row) => (row.id ? [row.id] : [])),
  };
}

/** The primary beneficiaries of an investment account or a policy, as the runway reads them. */
export function primaryBeneficiaries(list: readonly TBeneficiary[]): NamedBeneficiary[] {
  return list
    .filter((each) => each.tier === 'primary')
    .map((each) => ({
      name: each.name,
      relationship: each.relationship,
      shareBasisPoints: each.shareBasisPoints,
    }));
}

/**
 * A POD beneficiary typed in one field: "Luis Carter (spouse)", "Ana and Ben Carter". The shares
 * are not recorded, so each person is read with no share.
 */
export function typedBeneficiaries(text: string | null): NamedBeneficiary[] {
  return parseTypedBeneficiaries(text).map((each) => ({ ...each, shareBasisPoints: null }));
}
