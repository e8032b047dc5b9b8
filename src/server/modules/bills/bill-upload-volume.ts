import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

/**
 * The bills one person uploaded after `since` into any of `ownerIds` (the households they may
 * add to: the only places their bills can be, and what keeps the query on the index of
 * documents by household and time).
 */
export type BillUploadsOf = { uploadedBy: string; ownerIds: readonly string[]; since: Date };

function uploadsOf({ uploadedBy, ownerIds, since }: BillUploadsOf) {
  return and(
    inArray(documents.userId, [...ownerIds]),
    gt(documents.createdAt, since),
    eq(documents.uploadedBy, uploadedBy),
    eq(documents.category, 'bill'),
  );
}

/** Their bills' bytes since `since`. */
export async function billBytesUploaded(db: Database, uploads: BillUploadsOf): Promise<number> {
  if (uploads.ownerIds.length === 0) return 0;
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${documents.sizeBytes})` })
    .from(documents)
    .where(uploadsOf(uploads));
  return Number(row?.bytes ?? 0);
}

/**
 * When the oldest of their uploads that together hold at least `bytes` was made: once it is
 * older than the window, that much room is free again. Null when they hold less than that.
 */
export async function whenBytesWereUploaded(
  db: Database,
  uploads: BillUploadsOf,
  bytes: number,
): Promise<Date | null> {
  if (uploads.ownerIds.length === 0) return null;
  const running = db.$with('running').as(
    db
      .select({
        createdAt: documents.createdAt,
        upToHere:
          sql<string>`sum(${documents.sizeBytes}) over (order by ${documents.createdAt}, ${documents.id})`.as(
            'up_to_here',
          ),
      })
      .from(documents)
      .where(uploadsOf(uploads)),
  );
  const [row] = await db
    .with(running)
    .select({ createdAt: running.createdAt })
    .from(running)
    .where(sql`${running.upToHere} >= ${bytes}`)
    .orderBy(running.createdAt)
    .limit(1);
  return row?.createdAt ?? null;
}
