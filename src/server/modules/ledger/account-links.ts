import { and, eq, sql } from 'drizzle-orm';
import type { Executor as Queryable } from '../investments/holding-prices';
import {
  advisorLinks,
  documents,
  estateAssetTitling,
  estateInstruments,
  eventTasks,
  legalDrafts,
} from '../../db/schema';

/** Which table keeps an account: Financial Accounts' (`assets`) or the investment ledger. */
export type Ledger = 'accounts' | 'investments';
export type AccountRef = { ledger: Ledger; id: string };

/** How each place that points at an account names its table. */
const KIND = { accounts: 'asset', investments: 'investment' } as const;
/** The rows that point at one account by a kind and an id column. */
const POINTERS = [
  { table: documents, kind: documents.linkKind, id: documents.linkId },
  { table: advisorLinks, kind: advisorLinks.kind, id: advisorLinks.targetId },
  { table: eventTasks, kind: eventTasks.subjectKind, id: eventTasks.subjectId },
];
/** Will gifts (legal answers) call a Financial Accounts record an "account". */
const GIFT_KIND = { accounts: 'account', investments: 'investment' } as const;

/**
 * Points everything that links to the account `from` at `to` instead, in the owner's household:
 * documents, advisors' items, the account's titling, after-death tasks, trust funding checklists
 * and will gifts. Used when an account moves between ledgers (same id, other table) and when two
 * records of one account are merged. Where both already carry a titling, `to` keeps its own and
 * the other's is returned so the caller can write it into the notes rather than lose it.
 */
export async function repointAccountLinks(
  tx: Queryable,
  ownerId: string,
  from: AccountRef,
  to: AccountRef,
): Promise<{ droppedTitling: string | null }> {
  const fromKind = KIND[from.ledger];
  const toKind = KIND[to.ledger];
  // An advisor linked to both records keeps one link.
  await tx.execute(sql`
    delete from ${advisorLinks} l where l.user_id = ${ownerId} and l.kind = ${fromKind}
      and l.target_id = ${from.id} and exists (select 1 from ${advisorLinks} o
        where o.advisor_id = l.advisor_id and o.kind = ${toKind} and o.target_id = ${to.id})`);
  for (const { table, kind, id } of POINTERS)
    await tx.execute(sql`update ${table}
      set ${sql.identifier(kind.name)} = ${toKind}, ${sql.identifier(id.name)} = ${to.id}
      where ${table.userId} = ${ownerId} and ${kind} = ${fromKind} and ${id} = ${from.id}`);
  const move = { ownerId, fromKind, toKind, fromId: from.id, toId: to.id };
  const droppedTitling = await moveTitling(tx, move);
  await repointTrustFunding(tx, move);
  await repointWillGifts(tx, ownerId, from, to);
  return { droppedTitling };
}

/** One account's pointers, from one table's kind and id to another's. */
type KindMove = { ownerId: string; fromKind: string; toKind: string; fromId: string; toId: string };

async function moveTitling(
  tx: Queryable,
  { ownerId, fromKind, toKind, fromId, toId }: KindMove,
): Promise<string | null> {
  const of = (kind: string, id: string) =>
    and(
      eq(estateAssetTitling.userId, ownerId),
      eq(estateAssetTitling.assetKind, kind),
      eq(estateAssetTitling.assetId, id),
    );
  const [moving] = await tx.select().from(estateAssetTitling).where(of(fromKind, fromId));
  if (!moving) return null;
  const [kept] = await tx
    .select({ id: estateAssetTitling.id })
    .from(estateAssetTitling)
    .where(of(toKind, toId));
  if (!kept) {
    await tx
      .update(estateAssetTitling)
      .set({ assetKind: toKind, assetId: toId })
      .where(eq(estateAssetTitling.id, moving.id));
    return null;
  }
  await tx.delete(estateAssetTitling).where(eq(estateAssetTitling.id, moving.id));
  const held = [
    moving.titlingForm,
    moving.passesBy,
    moving.holderName && `held by ${moving.holderName}`,
    moving.jointHolderName && `with ${moving.jointHolderName}`,
  ].filter(Boolean);
  return held.join(', ') || null;
}

type FundingItem = { assetKind: string; assetId: string; funded: boolean };

async function repointTrustFunding(
  tx: Queryable,
  { ownerId, fromKind, toKind, fromId, toId }: KindMove,
): Promise<void> {
  const pointing = sql`${estateInstruments.funding} @> ${JSON.stringify([
    { assetKind: fromKind, assetId: fromId },
  ])}::jsonb`;
  const trusts = await tx
    .select({ id: estateInstruments.id, funding: estateInstruments.funding })
    .from(estateInstruments)
    .where(and(eq(estateInstruments.userId, ownerId), pointing));
  for (const trust of trusts) {
    const funding = (trust.funding as FundingItem[]).map((item) =>
      item.assetKind === fromKind && item.assetId === fromId
        ? { ...item, assetKind: toKind, assetId: toId }
        : item,
    );
    await tx
      .update(estateInstruments)
      .set({ funding: funding as typeof trust.funding })
      .where(eq(estateInstruments.id, trust.id));
  }
}

/** A gift's `asset` is `{ kind, id }` anywhere in a draft's answers. */
function repointGifts(value: unknown, from: AccountRef, to: AccountRef): unknown {
  if (Array.isArray(value)) return value.map((each) => repointGifts(each, from, to));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.kind === GIFT_KIND[from.ledger] && record.id === from.id)
    return { ...record, kind: GIFT_KIND[to.ledger], id: to.id };
  return Object.fromEntries(
    Object.entries(record).map(([key, each]) => [key, repointGifts(each, from, to)]),
  );
}

async function repointWillGifts(
  tx: Queryable,
  ownerId: string,
  from: AccountRef,
  to: AccountRef,
): Promise<void> {
  const drafts = await tx
    .select({ id: legalDrafts.id, answers: legalDrafts.answers })
    .from(legalDrafts)
    .where(
      and(
        eq(legalDrafts.userId, ownerId),
        sql`${legalDrafts.answers}::text like ${`%${from.id}%`}`,
      ),
    );
  for (const draft of drafts)
    await tx
      .update(legalDrafts)
      .set({ answers: repointGifts(draft.answers, from, to) as Record<string, unknown> })
      .where(eq(legalDrafts.id, draft.id));
}
