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

/**
 * Refuses an instrument that points outside its own household: a document, a family member, an
 * advisor or a funded asset must all be the household's. The message is the same whether the id
 * belongs to another household or to nothing, so nothing of another household leaks.
 */
export async function assertInstrumentReferences(
  db: Queryable,
  ownerId: string,
  input: {
    documentId: string | null;
    people: readonly TEstatePerson[];
    funding: readonly TTrustFundingItem[];
  },
): Promise<void> {
  const problems: Record<string, string> = {};
  const named = (source: TEstatePerson['source']) =>
    input.people.flatMap((person) =>
      person.source === source && person.refId ? [person.refId] : [],
    );
  const fundedIds = (kind: TFundableAssetKind) =>
    input.funding.filter((item) => item.assetKind === kind).map((item) => item.assetId);

  const [document, family, ownAdvisors, asset, investment, property] = await Promise.all([
    ownIds(db, documents, input.documentId ? [input.documentId] : [], ownerId),
    familyPersonIds(db, [ownerId]),
    ownIds(db, advisors, named('advisor'), ownerId),
    ownIds(db, FUNDABLE.asset.table, fundedIds('asset'), ownerId),
    ownIds(db, FUNDABLE.investment.table, fundedIds('investment'), ownerId),
    ownIds(db, FUNDABLE.property.table, fundedIds('property'), ownerId),
  ]);
  if (input.documentId && !document.has(input.documentId))
    problems.documentId = 'Choose a document from this household’s Documents';

  const familyIds = family.get(ownerId) ?? new Set<string>();
  input.people.forEach((person, index) => {
    if (!person.refId) return;
    if (person.source === 'family' && !familyIds.has(person.refId))
      problems[`people.${index}.refId`] = 'Choose someone from this household’s family list';
    if (person.source === 'advisor' && !ownAdvisors.has(person.refId))
      problems[`people.${index}.refId`] = 'Choose one of this household’s advisors';
  });

  const found = { asset, investment, property };
  input.funding.forEach((item, index) => {
    if (!found[item.assetKind].has(item.assetId))
      problems[`funding.${index}.assetId`] = FUNDABLE[item.assetKind].message;
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
