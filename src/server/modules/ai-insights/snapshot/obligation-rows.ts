import { sql } from 'drizzle-orm';
import type { TListedExpense } from '@shared/finance/expense-schemas';
import type { Database } from '../../../db/client';
import type { AmountPoint } from '../anomalies/anomaly-types';
import type { SnapshotObligation } from './household-snapshot';

/**
 * `[id, owner id, created at, listed_fields, xmin, vendor account's last four]`, as the statement
 * below aggregates them.
 */
type ObligationTuple = [string, string, string, string, string, string | null];
/** `[obligation id, amount in cents, period start, created at, source, xmin]`. */
type AmountTuple = [string, number, string | null, string, AmountPoint['source'], string];

/**
 * The obligations as the snapshot keeps them: the list, and each obligation's row version, which
 * says whether it changed since (see `refreshObligations`).
 */
export type KeptObligations = { list: SnapshotObligation[]; versions: Map<string, string> };

/**
 * More changed obligations than this (a CSV import) are read again whole: one statement is then
 * cheaper than a long list of ids.
 */
const MAX_CHANGED = 200;

/** Both drivers answer `{ rows }` (the expense list reads its statement the same way). */
const answered = (result: unknown) => result as { rows: { list: string | null }[] };

/**
 * One JSON value per statement: the embedded database's cost is per value decoded, so 5,000
 * obligations as four columns each took 5× longer than one aggregate parsed here (measured in
 * bench/ai-insights.ts' household; docs/adr/0004 chose the stored `listed_fields` for the same
 * reason). `listed_fields` holds every field the list shows, and never the sealed vendor account.
 */
async function aggregate<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const { rows } = answered(await db.execute(statement));
  const text = rows[0]?.list;
  return text ? (JSON.parse(text) as T[]) : [];
}

function ownerList(ownerIds: readonly string[]) {
  return sql.join(
    ownerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

type Filter = { expenses: ReturnType<typeof sql>; amounts: ReturnType<typeof sql> };

/**
 * An obligation's row version: its row's `xmin` (the transaction that last wrote it: PostgreSQL
 * gives every insert and update a new one) with the count and the sum of its amounts' `xmin`, so
 * an amount added, changed or removed changes it too. Only ever compared for equality.
 */
function rowVersion(xmin: string, amountCount: number, amountXminSum: number): string {
  return `${xmin}/${amountCount}/${amountXminSum}`;
}

/** The obligations (and their amounts) the filter selects, oldest first, with their versions. */
async function readObligations(db: Database, filter: Filter): Promise<KeptObligations> {
  const [rows, amounts] = await Promise.all([
    aggregate<ObligationTuple>(
      db,
      sql`select json_agg(json_build_array(id, user_id, created_at, listed_fields, xmin::text,
            vendor_account_last4)
            order by created_at, id)::text as list
          from expenses where ${filter.expenses}`,
    ),
    aggregate<AmountTuple>(
      db,
      sql`select json_agg(json_build_array(obligation_id, amount_cents, period_start, created_at,
            source, xmin::text) order by created_at, id)::text as list
          from obligation_amounts where ${filter.amounts}`,
    ),
  ]);
  const histories = new Map<string, AmountPoint[]>();
  const amountXmins = new Map<string, number>();
  for (const [obligationId, amountCents, periodStart, createdAt, source, xmin] of amounts) {
    const history = histories.get(obligationId) ?? [];
    history.push({ amountCents, periodStart, recordedAt: new Date(createdAt), source });
    histories.set(obligationId, history);
    amountXmins.set(obligationId, (amountXmins.get(obligationId) ?? 0) + Number(xmin));
  }
  const versions = new Map<string, string>();
  const list = rows.map(([id, ownerId, createdAt, listedFields, xmin, vendorAccountLast4]) => {
    const history = histories.get(id) ?? [];
    versions.set(id, rowVersion(xmin, history.length, amountXmins.get(id) ?? 0));
    return toSnapshotObligation(id, ownerId, createdAt, listedFields, history, vendorAccountLast4);
  });
  return { list, versions };
}

/**
 * The selected households' obligations with their amount histories, oldest first. `hasDocument`
 * says only whether a document link was typed on the obligation; the snapshot adds the hub's
 * documents linked to it (load-snapshot.ts), which are another part with their own counter.
 */
export function obligationsOf(db: Database, ownerIds: string[]): Promise<KeptObligations> {
  if (ownerIds.length === 0) return Promise.resolve({ list: [], versions: new Map() });
  const owners = ownerList(ownerIds);
  return readObligations(db, {
    expenses: sql`user_id in (${owners})`,
    amounts: sql`user_id in (${owners})`,
  });
}

/**
 * The kept obligations brought up to date: every obligation's version is read (one small
 * statement), and only those that changed, were added or are gone are read again. Editing one
 * bill of 5,000 then reads one row and its amounts instead of all of them.
 */
export async function refreshObligations(
  db: Database,
  ownerIds: string[],
  kept: KeptObligations,
): Promise<KeptObligations> {
  if (ownerIds.length === 0) return { list: [], versions: new Map() };
  const owners = ownerList(ownerIds);
  const current = await aggregate<[string, string]>(
    db,
    sql`select json_agg(json_build_array(e.id,
          e.xmin::text || '/' || coalesce(a.n, 0) || '/' || coalesce(a.s, 0))
          order by e.created_at, e.id)::text as list
        from expenses e
        left join (select obligation_id, count(*) as n, sum(xmin::text::bigint) as s
                   from obligation_amounts where user_id in (${owners})
                   group by obligation_id) a on a.obligation_id = e.id
        where e.user_id in (${owners})`,
  );
  const changed = current.filter(([id, version]) => kept.versions.get(id) !== version);
  if (changed.length === 0 && current.length === kept.list.length) return kept;
  if (changed.length > MAX_CHANGED) return obligationsOf(db, ownerIds);
  const ids = sql.join(
    changed.map(([id]) => sql`${id}::uuid`),
    sql`, `,
  );
  const fresh =
    changed.length === 0
      ? { list: [], versions: new Map<string, string>() }
      : await readObligations(db, {
          expenses: sql`user_id in (${owners}) and id in (${ids})`,
          amounts: sql`user_id in (${owners}) and obligation_id in (${ids})`,
        });
  const byId = new Map(kept.list.map((obligation) => [obligation.id, obligation]));
  for (const obligation of fresh.list) byId.set(obligation.id, obligation);
  const list: SnapshotObligation[] = [];
  const versions = new Map<string, string>();
  for (const [id, version] of current) {
    const obligation = byId.get(id);
    // Deleted between the two statements: the next request's counters will say so.
    if (!obligation) continue;
    list.push(obligation);
    versions.set(id, fresh.versions.get(id) ?? version);
  }
  return { list, versions };
}

function toSnapshotObligation(
  id: string,
  ownerId: string,
  createdAt: string,
  listedFields: string,
  history: AmountPoint[],
  vendorAccountLast4: string | null,
): SnapshotObligation {
  const fields = JSON.parse(listedFields) as Omit<TListedExpense, 'id' | 'ownerId'>;
  return {
    id,
    ownerId,
    createdAt: new Date(createdAt),
    vendor: fields.vendor,
    category: fields.category,
    homeSubcategory: fields.homeSubcategory ?? null,
    costCents: fields.costCents,
    frequency: fields.frequency,
    description: fields.description ?? null,
    bankAccount: fields.bankAccount ?? null,
    isAutoPay: fields.isAutoPay ?? false,
    autoPayDate: fields.autoPayDate ?? null,
    entityName: fields.entityName ?? null,
    addressFull: fields.address?.full ?? null,
    website: fields.website ?? null,
    vendorAccountLast4,
    hasDocument: Boolean(fields.documentUrl),
    outstandingLoanBalanceCents: fields.outstandingLoanBalanceCents ?? null,
    history,
  };
}
