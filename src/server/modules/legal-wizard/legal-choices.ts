import { and, inArray, ne } from 'drizzle-orm';
import type { TLegalChoices } from '@shared/legal/legal-api';
import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { accountLabel } from '@shared/investments/valuation';
import type { Queryable } from '../../db/owned-rows';
import {
  advisors,
  assets,
  estateInstruments,
  familyConnections,
  investmentAccounts,
  profiles,
  properties,
} from '../../db/schema';

type ChoicePerson = TLegalChoices['people'][number];

/** The household owners and the family members connected to them (not professionals). */
async function familyPeople(db: Queryable, ownerIds: string[]): Promise<ChoicePerson[]> {
  if (ownerIds.length === 0) return [];
  const connections = await db
    .select({ userId: familyConnections.userId })
    .from(familyConnections)
    .where(
      and(
        inArray(familyConnections.connectedUserId, ownerIds),
        // An advisor given access is listed once, as the advisor record the owner keeps.
        ne(familyConnections.role, 'advisor'),
      ),
    );
  const ids = [...new Set([...ownerIds, ...connections.map((row) => row.userId)])];
  const found = await db
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return found
    .filter((person) => person.fullName.trim())
    .map((person) => ({
      source: 'family' as const,
      refId: person.id,
      name: person.fullName,
      relationship: null,
      email: person.email,
      phone: null,
    }));
}

async function advisorPeople(db: Queryable, ownerIds: string[]): Promise<ChoicePerson[]> {
  const found = await db
    .select({
      id: advisors.id,
      name: advisors.name,
      role: advisors.role,
      email: advisors.email,
      phone: advisors.phone,
    })
    .from(advisors)
    .where(inArray(advisors.userId, ownerIds));
  return found.map((advisor) => ({
    source: 'advisor' as const,
    refId: advisor.id,
    name: advisor.name,
    relationship: ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? null,
    email: advisor.email,
    phone: advisor.phone,
  }));
}

/**
 * People typed into the estate plan's cards (executors, agents, guardians who are neither family
 * members nor advisors), once each by name; `refId` is the card that names them.
 */
async function estatePeople(db: Queryable, ownerIds: string[]): Promise<ChoicePerson[]> {
  const instruments = await db
    .select({ id: estateInstruments.id, people: estateInstruments.people })
    .from(estateInstruments)
    .where(inArray(estateInstruments.userId, ownerIds));
  const byName = new Map<string, ChoicePerson>();
  for (const instrument of instruments)
    for (const person of instrument.people) {
      const key = person.name.trim().toLowerCase();
      if (person.source !== 'other' || byName.has(key)) continue;
      byName.set(key, {
        source: 'estate',
        refId: instrument.id,
        name: person.name,
        relationship: person.relationship,
        email: person.email,
        phone: person.phone,
      });
    }
  return [...byName.values()];
}

/** Names only: a gift names "Chase · Joint checking", never an account number. */
async function assetChoices(db: Queryable, ownerIds: string[]): Promise<TLegalChoices['assets']> {
  const [accounts, investments, homes] = await Promise.all([
    db
      .select({
        id: assets.id,
        institutionName: assets.institutionName,
        accountName: assets.accountName,
      })
      .from(assets)
      .where(inArray(assets.userId, ownerIds)),
    db
      .select({
        id: investmentAccounts.id,
        institutionName: investmentAccounts.institutionName,
        accountName: investmentAccounts.accountName,
      })
      .from(investmentAccounts)
      .where(inArray(investmentAccounts.userId, ownerIds)),
    db
      .select({
        id: properties.id,
        ownerId: properties.userId,
        kind: properties.kind,
        name: properties.name,
        homeType: properties.homeType,
        estimatedValueCents: properties.estimatedValueCents,
        addressFull: properties.addressFull,
        vehicleYear: properties.vehicleYear,
        vehicleMake: properties.vehicleMake,
        vehicleModel: properties.vehicleModel,
      })
      .from(properties)
      .where(inArray(properties.userId, ownerIds)),
  ]);
  return [
    ...accounts.map((row) => ({ kind: 'account' as const, id: row.id, label: accountLabel(row) })),
    ...investments.map((row) => ({
      kind: 'investment' as const,
      id: row.id,
      label: accountLabel(row),
    })),
    ...homes.map((row) => ({
      kind: 'property' as const,
      id: row.id,
      label: propertyLabel({ ...row, kind: row.kind === 'vehicle' ? 'vehicle' : 'home' }),
    })),
  ];
}

/**
 * Issue 17: what the interview offers to pick from, read from the selected households. Family
 * members (with their account emails) are listed only for `familyOwnerIds`, the households the
 * reader belongs to as family who may change them, as the guidebook lists its people; a
 * read-only viewer or an advisor sees the household's records but not who its members are.
 */
export async function legalChoices(
  db: Queryable,
  ownerIds: string[],
  familyOwnerIds: string[],
): Promise<TLegalChoices> {
  const [family, professionals, estate, assetList] = await Promise.all([
    familyPeople(
      db,
      ownerIds.filter((ownerId) => familyOwnerIds.includes(ownerId)),
    ),
    advisorPeople(db, ownerIds),
    estatePeople(db, ownerIds),
    assetChoices(db, ownerIds),
  ]);
  const named = new Set([...family, ...professionals].map((person) => person.name.toLowerCase()));
  return {
    people: [
      ...family,
      ...professionals,
      // Someone typed on a card who has since been added as family or an advisor is listed there.
      ...estate.filter((person) => !named.has(person.name.trim().toLowerCase())),
    ],
    assets: assetList,
  };
}
