import { sql } from 'drizzle-orm';
import type { TListedExpense } from '@shared/finance/expense-schemas';
import type { Database } from '../../../db/client';
import type { AmountPoint } from '../anomalies/anomaly-types';
import type { SnapshotObligation } from './household-snapshot';

/** `[id, owner id, created at, listed_fields]`, as the statement below aggregates them. */
type ObligationTuple = [string, string, string, string];
/** `[obligation id, amount in cents, period start, created at, source]`. */
type AmountTuple = [string, number, string | null, string, AmountPoint['source']];

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

/**
 * The selected households' obligations with their amount histories, oldest first. `hasDocument`
 * says only whether a document link was typed on the obligation; the snapshot adds the hub's
 * documents linked to it (load-snapshot.ts), which are another part with their own counter.
 */
export async function obligationsOf(
  db: Database,
  ownerIds: string[],
): Promise<SnapshotObligation[]> {
  if (ownerIds.length === 0) return [];
  const owners = ownerList(ownerIds);
  const [rows, amounts] = await Promise.all([
    aggregate<ObligationTuple>(
      db,
      sql`select json_agg(json_build_array(id, user_id, created_at, listed_fields)
            order by created_at, id)::text as list
          from expenses where user_id in (${owners})`,
    ),
    aggregate<AmountTuple>(
      db,
      sql`select json_agg(json_build_array(obligation_id, amount_cents, period_start, created_at, source)
            order by created_at, id)::text as list
          from obligation_amounts where user_id in (${owners})`,
    ),
  ]);
  const histories = new Map<string, AmountPoint[]>();
  for (const [obligationId, amountCents, periodStart, createdAt, source] of amounts) {
    const history = histories.get(obligationId) ?? [];
    history.push({ amountCents, periodStart, recordedAt: new Date(createdAt), source });
    histories.set(obligationId, history);
  }
  return rows.map(([id, ownerId, createdAt, listedFields]) => {
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
      hasDocument: Boolean(fields.documentUrl),
      outstandingLoanBalanceCents: fields.outstandingLoanBalanceCents ?? null,
      history: histories.get(id) ?? [],
    };
  });
}
