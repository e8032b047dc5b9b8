import { asc, eq, and, inArray, isNotNull } from 'drizzle-orm';
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

/** A charge of an obligation found in a bank statement (issue 41). */
export type StatementCharge = { on: string; amountCents: number };

/**
 * Statement charges as history entries, oldest first, without the days the history already
 * holds from an import: the same statements imported twice add nothing.
 */
export function statementChargeEntries(
  obligationId: string,
  userId: string,
  charges: readonly StatementCharge[],
  recordedDays: ReadonlySet<string> = new Set(),
): AmountEntry[] {
  return [...charges]
    .sort((a, b) => a.on.localeCompare(b.on))
    .filter((charge) => !recordedDays.has(charge.on))
    .map((charge) => ({
      obligationId,
      userId,
      amountCents: charge.amountCents,
      source: 'import' as const,
      periodStart: charge.on,
    }));
}

/** The days of an obligation's history that came from an import. */
export async function importedDays(tx: Queryable, obligationId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ day: obligationAmounts.periodStart })
    .from(obligationAmounts)
    .where(
      and(
        eq(obligationAmounts.obligationId, obligationId),
        eq(obligationAmounts.source, 'import'),
        isNotNull(obligationAmounts.periodStart),
      ),
    );
  return new Set(rows.flatMap((row) => (row.day ? [row.day] : [])));
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
