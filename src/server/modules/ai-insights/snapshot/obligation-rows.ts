import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { documents, expenses, obligationAmounts } from '../../../db/schema';
import type { AmountPoint } from '../anomalies/anomaly-types';
import type { SnapshotObligation } from './household-snapshot';

/**
 * The selected households' obligations with their amount histories, oldest first. Only the
 * columns the assistant reads: the sealed vendor account number is not selected.
 */
export async function obligationsOf(
  db: Database,
  ownerIds: string[],
): Promise<SnapshotObligation[]> {
  const [rows, amounts, attached] = await Promise.all([
    db
      .select({
        id: expenses.id,
        ownerId: expenses.userId,
        createdAt: expenses.createdAt,
        vendor: expenses.vendor,
        category: expenses.category,
        homeSubcategory: expenses.homeSubcategory,
        costCents: expenses.costCents,
        frequency: expenses.frequency,
        description: expenses.description,
        bankAccount: expenses.bankAccount,
        isAutoPay: expenses.isAutoPay,
        autoPayDate: expenses.autoPayDate,
        entityName: expenses.entityName,
        addressFull: expenses.addressFull,
        website: expenses.website,
        documentUrl: expenses.documentUrl,
        outstandingLoanBalanceCents: expenses.outstandingLoanBalanceCents,
      })
      .from(expenses)
      .where(inArray(expenses.userId, ownerIds))
      .orderBy(asc(expenses.createdAt), asc(expenses.id)),
    db
      .select({
        obligationId: obligationAmounts.obligationId,
        amountCents: obligationAmounts.amountCents,
        periodStart: obligationAmounts.periodStart,
        recordedAt: obligationAmounts.createdAt,
        source: obligationAmounts.source,
      })
      .from(obligationAmounts)
      .where(inArray(obligationAmounts.userId, ownerIds))
      .orderBy(asc(obligationAmounts.createdAt)),
    db
      .select({ linkId: documents.linkId, linkKind: documents.linkKind })
      .from(documents)
      .where(inArray(documents.userId, ownerIds)),
  ]);
  const histories = new Map<string, AmountPoint[]>();
  for (const { obligationId, ...point } of amounts) {
    const history = histories.get(obligationId) ?? [];
    history.push(point);
    histories.set(obligationId, history);
  }
  const withDocument = new Set(
    attached.filter((row) => row.linkKind === 'expense').map((row) => row.linkId),
  );
  return rows.map(({ documentUrl, ...row }) => ({
    ...row,
    hasDocument: documentUrl !== null || withDocument.has(row.id),
    history: histories.get(row.id) ?? [],
  }));
}
