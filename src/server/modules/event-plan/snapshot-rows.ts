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
import type { Database } from '../../db/client';
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

function financeRows(db: Database, ownerId: string) {
  return Promise.all([
    db
      .select({
        id: assets.id,
        type: assets.type,
        institutionName: assets.institutionName,
        accountName: assets.accountName,
        last4: assets.accountNumberLast4,
        balanceCents: assets.balanceCents,
        beneficiary: assets.beneficiary,
      })
      .from(assets)
      .where(eq(assets.userId, ownerId))
      .orderBy(assets.createdAt, assets.id),
    db
      .select({
        id: investmentAccounts.id,
        type: investmentAccounts.type,
        institutionName: investmentAccounts.institutionName,
        accountName: investmentAccounts.accountName,
        last4: investmentAccounts.accountNumberLast4,
        designation: investmentAccounts.designation,
        beneficiaries: investmentAccounts.beneficiaries,
      })
      .from(investmentAccounts)
      .where(eq(investmentAccounts.userId, ownerId))
      .orderBy(investmentAccounts.createdAt, investmentAccounts.id),
    db
      .select({
        id: properties.id,
        kind: properties.kind,
        name: properties.name,
        homeType: properties.homeType,
        addressFull: properties.addressFull,
        vehicleYear: properties.vehicleYear,
        vehicleMake: properties.vehicleMake,
        vehicleModel: properties.vehicleModel,
        vin: properties.vin,
      })
      .from(properties)
      .where(eq(properties.userId, ownerId))
      .orderBy(properties.createdAt, properties.id),
    db
      .select({
        id: loans.id,
        loanType: loans.loanType,
        bankName: loans.bankName,
        last4: loans.accountNumberLast4,
        propertyId: loans.propertyId,
      })
      .from(loans)
      .where(eq(loans.userId, ownerId))
      .orderBy(loans.createdAt, loans.id),
    db
      .select({
        id: expenses.id,
        category: expenses.category,
        homeSubcategory: expenses.homeSubcategory,
        vendor: expenses.vendor,
        description: expenses.description,
        costCents: expenses.costCents,
        frequency: expenses.frequency,
        isAutoPay: expenses.isAutoPay,
        autoPayDate: expenses.autoPayDate,
        website: expenses.website,
        last4: expenses.vendorAccountLast4,
        bankAccount: expenses.bankAccount,
        entityName: expenses.entityName,
      })
      .from(expenses)
      .where(eq(expenses.userId, ownerId))
      .orderBy(expenses.createdAt, expenses.id),
  ]);
}

function estateRows(db: Database, ownerId: string) {
  return Promise.all([
    db
      .select({
        id: insurancePolicies.id,
        kind: insurancePolicies.kind,
        carrier: insurancePolicies.carrier,
        last4: insurancePolicies.policyNumberLast4,
        insuredName: insurancePolicies.insuredName,
        faceAmountCents: insurancePolicies.faceAmountCents,
        beneficiaries: insurancePolicies.beneficiaries,
        premiumExpenseId: insurancePolicies.premiumExpenseId,
      })
      .from(insurancePolicies)
      .where(eq(insurancePolicies.userId, ownerId))
      .orderBy(insurancePolicies.createdAt, insurancePolicies.id),
    db
      .select({
        id: estateInstruments.id,
        kind: estateInstruments.kind,
        variant: estateInstruments.variant,
        principalName: estateInstruments.principalName,
        status: estateInstruments.status,
        signedOn: estateInstruments.signedOn,
        signedState: estateInstruments.signedState,
        originalLocation: estateInstruments.originalLocation,
        documentName: documents.name,
        people: estateInstruments.people,
      })
      .from(estateInstruments)
      // The document must be the household's own; a link to anything else shows nothing.
      .leftJoin(
        documents,
        and(eq(documents.id, estateInstruments.documentId), eq(documents.userId, ownerId)),
      )
      .where(eq(estateInstruments.userId, ownerId))
      .orderBy(estateInstruments.createdAt, estateInstruments.id),
    db
      .select({
        id: advisors.id,
        name: advisors.name,
        role: advisors.role,
        firm: advisors.firm,
        phone: advisors.phone,
        email: advisors.email,
      })
      .from(advisors)
      .where(eq(advisors.userId, ownerId))
      .orderBy(advisors.createdAt, advisors.id),
    db
      .select({
        advisorId: advisorLinks.advisorId,
        kind: advisorLinks.kind,
        targetId: advisorLinks.targetId,
      })
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
