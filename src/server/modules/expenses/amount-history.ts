import { asc, eq, and, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { obligationAmounts, type AmountSource } from '../../db/schema';

export type AmountEntry = {
  obligationId: string;
  userId: string;
  amountCents: number;
  source: AmountSource;
  periodStart?: string | null;
  documentId?: string | null;
};

/** Adds amounts to obligations' histories, in the transaction that saved the obligations. */
export async function appendAmounts(tx: Queryable, entries: AmountEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(obligationAmounts).values(
    entries.map((entry) => ({
      obligationId: entry.obligationId,
      userId: entry.userId,
      amountCents: entry.amountCents,
      source: entry.source,
      periodStart: entry.periodStart ?? null,
      documentId: entry.documentId ?? null,
    })),
  );
}

/**
 * What a saved change adds to the history: a scanned bill always (the same amount twice is
 * still a month's bill), a typed change only when the cost is different.
 */
export function amountAfterUpdate(
  previousCents: number,
  input: { costCents: number; amountSource: 'manual' | 'bill_scan' },
): AmountSource | null {
  if (input.amountSource === 'bill_scan') return 'bill_scan';
  return input.costCents === previousCents ? null : 'edit';
}

/** An obligation's history, oldest first, within the households the caller may read. */
export function listAmounts(db: Queryable, obligationId: string, ownerIds: string[]) {
  return db
    .select({
      amountCents: obligationAmounts.amountCents,
      periodStart: obligationAmounts.periodStart,
      source: obligationAmounts.source,
      createdAt: obligationAmounts.createdAt,
    })
    .from(obligationAmounts)
    .where(
      and(
        eq(obligationAmounts.obligationId, obligationId),
        inArray(obligationAmounts.userId, ownerIds),
      ),
    )
    .orderBy(asc(obligationAmounts.createdAt));
}
