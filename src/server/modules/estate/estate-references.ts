import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  TEstatePerson,
  TFundableAssetKind,
  TTrustFundingItem,
} from '@shared/estate/estate-schemas';
import type { Queryable } from '../../db/owned-rows';
import {
  advisors,
  assets,
  documents,
  familyConnections,
  investmentAccounts,
  properties,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  BENEFICIARY_ONLY_ADVICE,
  BENEFICIARY_ONLY_ASSET_TYPES,
  BENEFICIARY_ONLY_INVESTMENT_TYPES,
} from '@shared/estate/titling-forms';

/** Why a retirement account, HSA or annuity is refused on a trust's funding checklist (issue 38). */
export const NOT_RETITLED_MESSAGE = `A retirement account, HSA or annuity is not retitled to a trust: ${BENEFICIARY_ONLY_ADVICE.toLowerCase()}`;

/** The funded accounts among `items` that pass only by beneficiary designation. */
async function beneficiaryOnlyIds(
  db: Queryable,
  ownerId: string,
  items: readonly TTrustFundingItem[],
): Promise<Set<string>> {
  const ids = (kind: TFundableAssetKind) =>
    items.filter((item) => item.assetKind === kind).map((item) => item.assetId);
  const [accountRows, investmentRows] = await Promise.all([
    ids('asset').length === 0
      ? []
      : db
          .select({ id: assets.id })
          .from(assets)
          .where(
            and(
              eq(assets.userId, ownerId),
              inArray(assets.id, ids('asset')),
              inArray(assets.type, [...BENEFICIARY_ONLY_ASSET_TYPES]),
            ),
          ),
    ids('investment').length === 0
      ? []
      : db
          .select({ id: investmentAccounts.id })
          .from(investmentAccounts)
          .where(
            and(
              eq(investmentAccounts.userId, ownerId),
              inArray(investmentAccounts.id, ids('investment')),
              inArray(investmentAccounts.type, [...BENEFICIARY_ONLY_INVESTMENT_TYPES]),
            ),
          ),
  ]);
  return new Set([
    ...accountRows.map((row) => `asset/${row.id}`),
    ...investmentRows.map((row) => `investment/${row.id}`),
  ]);
}

const FUNDABLE: Record<
  TFundableAssetKind,
  { table: PgTable & { id: PgColumn; userId: PgColumn }; message: string }
> = {
  asset: { table: assets, message: 'Choose one of this household’s financial accounts' },
  investment: {
    table: investmentAccounts,
    message: 'Choose one of this household’s investment accounts',
  },
  property: { table: properties, message: 'Choose one of this household’s properties' },
};

/** The ids among `ids` that are rows of `table` in the owner's household. */
async function ownIds(
  db: Queryable,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  ids: readonly string[],
  ownerId: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), eq(table.userId, ownerId)));
  return new Set(found.map((row) => row.id as string));
}

/**
 * The people each household's plan may name as family: the owner and everyone connected to the
 * household through `family_connections` (guests, viewers, advisors given access).
 */
export async function familyPersonIds(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const people = new Map(ownerIds.map((ownerId) => [ownerId, new Set([ownerId])]));
  if (ownerIds.length === 0) return people;
  const connections = await db
    .select({ ownerId: familyConnections.connectedUserId, userId: familyConnections.userId })
    .from(familyConnections)
    .where(inArray(familyConnections.connectedUserId, [...ownerIds]));
  for (const connection of connections) people.get(connection.ownerId)?.add(connection.userId);
  return people;
}

type InstrumentReferences = {
  documentId: string | null;
  people: readonly TEstatePerson[];
  funding: readonly TTrustFundingItem[];
};

/**
 * The references of `input` not already on the stored instrument. What was saved was checked
 * then; if it has since been deleted (an account sold, a family member who left) it is kept, so
 * the card can still be edited and its funding ticked. The plan's gaps report who is gone.
 */
function newReferences(
  input: InstrumentReferences,
  stored: InstrumentReferences | undefined,
): InstrumentReferences {
  if (!stored) return input;
  const storedPeople = new Set(
    stored.people.flatMap((person) => (person.refId ? [`${person.source}/${person.refId}`] : [])),
  );
  const storedFunding = new Set(stored.funding.map((item) => `${item.assetKind}/${item.assetId}`));
  return {
    documentId: input.documentId === stored.documentId ? null : input.documentId,
    people: input.people.map((person) =>
      person.refId && storedPeople.has(`${person.source}/${person.refId}`)
        ? { ...person, refId: null }
        : person,
    ),
    funding: input.funding.filter(
      (item) => !storedFunding.has(`${item.assetKind}/${item.assetId}`),
    ),
  };
}

/**
 * Refuses an instrument that points outside its own household: a document, a family member, an
 * advisor or a funded asset must all be the household's. The message is the same whether the id
 * belongs to another household or to nothing, so nothing of another household leaks. On an
 * update only the references new since `stored` are checked.
 */
export async function assertInstrumentReferences(
  db: Queryable,
  ownerId: string,
  input: InstrumentReferences,
  stored?: InstrumentReferences,
): Promise<void> {
  const problems: Record<string, string> = {};
  const checked = newReferences(input, stored);
  const named = (source: TEstatePerson['source']) =>
    checked.people.flatMap((person) =>
      person.source === source && person.refId ? [person.refId] : [],
    );
  const fundedIds = (kind: TFundableAssetKind) =>
    checked.funding.filter((item) => item.assetKind === kind).map((item) => item.assetId);

  const [document, family, ownAdvisors, asset, investment, property, designated] =
    await Promise.all([
      ownIds(db, documents, checked.documentId ? [checked.documentId] : [], ownerId),
      familyPersonIds(db, [ownerId]),
      ownIds(db, advisors, named('advisor'), ownerId),
      ownIds(db, FUNDABLE.asset.table, fundedIds('asset'), ownerId),
      ownIds(db, FUNDABLE.investment.table, fundedIds('investment'), ownerId),
      ownIds(db, FUNDABLE.property.table, fundedIds('property'), ownerId),
      beneficiaryOnlyIds(db, ownerId, checked.funding),
    ]);
  if (checked.documentId && !document.has(checked.documentId))
    problems.documentId = 'Choose a document from this household’s Documents';

  // Indexes are the input's, so each message lands beside its own row of the form.
  const familyIds = family.get(ownerId) ?? new Set<string>();
  checked.people.forEach((person, index) => {
    if (!person.refId) return;
    if (person.source === 'family' && !familyIds.has(person.refId))
      problems[`people.${index}.refId`] = 'Choose someone from this household’s family list';
    if (person.source === 'advisor' && !ownAdvisors.has(person.refId))
      problems[`people.${index}.refId`] = 'Choose one of this household’s advisors';
  });

  const found = { asset, investment, property };
  const toCheck = new Set(checked.funding);
  input.funding.forEach((item, index) => {
    if (!toCheck.has(item)) return;
    if (!found[item.assetKind].has(item.assetId))
      problems[`funding.${index}.assetId`] = FUNDABLE[item.assetKind].message;
    else if (designated.has(`${item.assetKind}/${item.assetId}`))
      problems[`funding.${index}.assetId`] = NOT_RETITLED_MESSAGE;
  });

  if (Object.keys(problems).length > 0) throw AppError.validation(problems);
}

/** The title of each of these documents, when it is a document of the same household. */
export async function documentTitles(
  db: Queryable,
  links: readonly { userId: string; documentId: string | null }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(links.flatMap((link) => (link.documentId ? [link.documentId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: documents.id, userId: documents.userId, name: documents.name })
    .from(documents)
    .where(inArray(documents.id, ids));
  return new Map(found.map((row) => [`${row.userId}/${row.id}`, row.name]));
}
