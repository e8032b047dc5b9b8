import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDocumentLink } from '@shared/documents/document-schemas';
import type { Queryable } from '../db/owned-rows';
import { advisors, assets, expenses, investmentAccounts, loans, properties } from '../db/schema';
import { AppError } from '../http/app-error';

/** A household item one row points at: a document's link, or what an advisor handles. */
export type LinkKind = TDocumentLink['kind'];
export type HouseholdLink = { kind: LinkKind; id: string };
type Target = {
  table: PgTable & { id: PgColumn; userId: PgColumn };
  /** How the documents screen names the linked item. */
  label: SQL<string>;
  /** The field message when the id is not one of the household's rows. */
  notFound: string;
};

/** The household tables a document or an advisor can point at. */
const TARGETS: Record<LinkKind, Target> = {
  asset: {
    table: assets,
    label: sql<string>`${assets.institutionName} || ' - ' || ${assets.accountName}`,
    notFound: 'Choose one of your financial accounts',
  },
  loan: {
    table: loans,
    label: sql<string>`${loans.bankName}`,
    notFound: 'Choose one of your loans',
  },
  property: {
    table: properties,
    label: sql<string>`coalesce(nullif(${properties.name}, ''), case when ${properties.kind} = 'vehicle'
      then concat_ws(' ', ${properties.vehicleYear}, ${properties.vehicleMake}, ${properties.vehicleModel})
      else coalesce(${properties.addressFull}, 'Home') end)`,
    notFound: 'Choose one of your properties',
  },
  expense: {
    table: expenses,
    label: sql<string>`${expenses.vendor}`,
    notFound: 'Choose one of your obligations',
  },
  investment: {
    table: investmentAccounts,
    label: sql<string>`${investmentAccounts.institutionName} || ' - ' || ${investmentAccounts.accountName}`,
    notFound: 'Choose one of your investment accounts',
  },
  advisor: {
    table: advisors,
    label: sql<string>`${advisors.name}`,
    notFound: 'Choose one of your advisors',
  },
};

/** Refuses a link to anything that is not a row of the owner's own household. */
export async function assertLinkable(
  db: Queryable,
  link: HouseholdLink | null,
  ownerId: string,
  field = 'link',
): Promise<void> {
  if (!link) return;
  const { table, notFound } = TARGETS[link.kind];
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, link.id), eq(table.userId, ownerId)));
  if (!found) throw AppError.validation({ [field]: notFound });
}

type Linked = { userId: string; linkKind: string | null; linkId: string | null };

/**
 * The labels of what these documents link to, keyed by `linkKey`, one query per kind. A link
 * whose item was deleted (or that somehow points outside the household) has no label.
 */
export async function linkLabels(
  db: Queryable,
  rows: readonly Linked[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const [kind, target] of Object.entries(TARGETS)) {
    const ids = [
      ...new Set(rows.filter((row) => row.linkKind === kind && row.linkId).map((r) => r.linkId)),
    ] as string[];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: target.table.id, userId: target.table.userId, label: target.label })
      .from(target.table)
      .where(inArray(target.table.id, ids));
    for (const item of found)
      labels.set(linkKey(kind, item.id as string, item.userId as string), item.label);
  }
  return labels;
}

/** Same household and same item: the key of a label in `linkLabels`' map. */
export function linkKey(kind: string, id: string, ownerId: string): string {
  return `${ownerId}/${kind}/${id}`;
}
