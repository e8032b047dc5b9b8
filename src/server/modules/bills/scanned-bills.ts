import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TEarlierScan } from '@shared/bills/bill-schemas';
import type { Queryable } from '../../db/owned-rows';
import { documents, expenses } from '../../db/schema';

/** A file's identity for "uploaded again" (issue 36): SHA-256 of its bytes, hex. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The bill was read now. Its hash is written too: a document stored before hashes were kept
 * (migration 0022) gets one the first time it is read.
 */
export async function markScanned(
  db: Queryable,
  documentId: string,
  hash: string,
  at: Date,
): Promise<void> {
  await db
    .update(documents)
    .set({ scannedAt: at, contentSha256: hash })
    .where(eq(documents.id, documentId));
}

/**
 * The same bytes read before in this household, under another document: the read that was saved
 * to one of the household's obligations if there is one, else the latest.
 */
export async function findEarlierScan(
  db: Queryable,
  ownerId: string,
  hash: string,
  documentId: string,
): Promise<TEarlierScan | null> {
  const [row] = await db
    .select({
      documentId: documents.id,
      fileName: documents.fileName,
      scannedAt: documents.scannedAt,
      obligationId: expenses.id,
      obligationVendor: expenses.vendor,
    })
    .from(documents)
    .leftJoin(
      expenses,
      and(
        eq(documents.linkKind, 'expense'),
        eq(expenses.id, documents.linkId),
        // The obligation is of the same household, whatever the link says.
        eq(expenses.userId, ownerId),
      ),
    )
    .where(
      and(
        eq(documents.userId, ownerId),
        eq(documents.contentSha256, hash),
        ne(documents.id, documentId),
        isNotNull(documents.scannedAt),
      ),
    )
    .orderBy(sql`${expenses.id} is null`, desc(documents.scannedAt))
    .limit(1);
  if (!row?.scannedAt) return null;
  return {
    documentId: row.documentId,
    fileName: row.fileName,
    scannedAt: row.scannedAt.toISOString(),
    obligation:
      row.obligationId && row.obligationVendor
        ? { id: row.obligationId, vendor: row.obligationVendor }
        : null,
  };
}
