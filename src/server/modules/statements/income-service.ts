import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  incomeLabel,
  type TIncomeList,
  type TIncomeStream,
  type TSaveIncome,
} from '@shared/statements/income-api';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { incomeStreams } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ActivityLog } from '../family/activity-log';

type Deps = { db: Database; access: Access; activity: ActivityLog };

const NOT_FOUND = 'That income is not in a household you may change.';

/** The kept income of these households, by payer. */
export async function incomeOf(
  db: Pick<Database, 'select'>,
  ownerIds: readonly string[],
): Promise<TIncomeStream[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(incomeStreams)
    .where(inArray(incomeStreams.userId, [...ownerIds]))
    .orderBy(asc(incomeStreams.label), asc(incomeStreams.id));
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.userId,
    label: row.label,
    cadence: row.cadence,
    typicalAmountCents: row.typicalAmountCents,
    lastPaidOn: row.lastPaidOn,
  }));
}

/**
 * Income is part of the obligations' section (the import that finds it adds obligations): who
 * may add obligations to a household may keep its pay, who may read them may read it.
 */
export function createIncomeService({ db, access, activity }: Deps) {
  return {
    async list(actor: Actor, requestedOwners?: string[]): Promise<TIncomeList> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'expenses');
      await activity.viewed(actor, ownerIds, 'statements');
      return { income: await incomeOf(db, ownerIds) };
    },

    /** One row per payer: a payer kept before is updated (a later import), never added again. */
    async save(actor: Actor, input: TSaveIncome, requestedOwner?: string): Promise<TIncomeList> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
      const byLabel = new Map(
        input.streams.map((stream) => [incomeLabel(stream.label), stream] as const),
      );
      await db
        .insert(incomeStreams)
        .values(
          [...byLabel].map(([label, stream]) => ({
            userId: ownerId,
            label,
            cadence: stream.cadence,
            typicalAmountCents: stream.typicalAmountCents,
            lastPaidOn: stream.lastPaidOn,
          })),
        )
        .onConflictDoUpdate({
          target: [incomeStreams.userId, incomeStreams.label],
          set: {
            cadence: sql`excluded.cadence`,
            typicalAmountCents: sql`excluded.typical_amount_cents`,
            // A re-import of older statements does not move the last pay back.
            lastPaidOn: sql`greatest(${incomeStreams.lastPaidOn}, excluded.last_paid_on)`,
            updatedAt: sql`now()`,
          },
        });
      await activity.changed(
        actor,
        ownerId,
        'update',
        'statements',
        `Income: ${[...byLabel.keys()].join(', ')}`,
      );
      return { income: await incomeOf(db, [ownerId]) };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const ownerIds = await access.writableOwnerIds(actor, 'expenses');
      if (ownerIds.length === 0) throw AppError.notFound(NOT_FOUND);
      const [removed] = await db
        .delete(incomeStreams)
        .where(and(eq(incomeStreams.id, id), inArray(incomeStreams.userId, ownerIds)))
        .returning({ ownerId: incomeStreams.userId, label: incomeStreams.label });
      if (!removed) throw AppError.notFound(NOT_FOUND);
      await activity.changed(
        actor,
        removed.ownerId,
        'delete',
        'statements',
        `Income: ${removed.label}`,
      );
    },
  };
}

export type IncomeService = ReturnType<typeof createIncomeService>;
