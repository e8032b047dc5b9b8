import { and, desc, eq } from 'drizzle-orm';
import type {
  TExecutorLog,
  TLogEntry,
  ZLogEntryInput,
} from '@shared/triggering-event/plan-schemas';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { eventTasks, executorLogEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { EventPlanDeps } from './event-plan-deps';
import { assertCanWork, visiblePlan, workablePlan, type VisiblePlan } from './plan-event';

const SUBJECT = 'triggering-event';

type LogRow = {
  id: string;
  actorId: string | null;
  actorName: string;
  workedOn: string;
  minutes: number;
  expenseCents: number;
  description: string;
  taskId: string | null;
  taskTitle: string | null;
  createdAt: Date;
};

/** Who may remove an entry: its author or the owner, while they may work the plan. */
function canRemove(row: Pick<LogRow, 'actorId'>, actor: Actor, plan: VisiblePlan): boolean {
  return plan.canWork && (plan.isOwner || row.actorId === actor.userId);
}

function toEntry(row: LogRow, actor: Actor, plan: VisiblePlan): TLogEntry {
  return {
    id: row.id,
    actorName: row.actorName,
    workedOn: row.workedOn,
    minutes: row.minutes,
    expenseCents: row.expenseCents,
    description: row.description,
    taskId: row.taskId,
    taskTitle: row.taskTitle,
    createdAt: row.createdAt.toISOString(),
    canDelete: canRemove(row, actor, plan),
  };
}

/**
 * The executor's time and expense log (EstateExec: 570 hours over 16 months is what an executor
 * spends on average): whoever may work the plan adds to it; its author or the owner removes an
 * entry, as long as they may still work the plan (an author since made a viewer may not);
 * everyone who sees the plan sees the log and its totals.
 */
export function createExecutorLogService(deps: EventPlanDeps) {
  const { db, activity } = deps;

  function rowsOf(eventId: string, entryId?: string): Promise<LogRow[]> {
    return db
      .select({
        id: executorLogEntries.id,
        actorId: executorLogEntries.actorId,
        actorName: executorLogEntries.actorName,
        workedOn: executorLogEntries.workedOn,
        minutes: executorLogEntries.minutes,
        expenseCents: executorLogEntries.expenseCents,
        description: executorLogEntries.description,
        taskId: executorLogEntries.taskId,
        taskTitle: eventTasks.title,
        createdAt: executorLogEntries.createdAt,
      })
      .from(executorLogEntries)
      .leftJoin(eventTasks, eq(eventTasks.id, executorLogEntries.taskId))
      .where(
        and(
          eq(executorLogEntries.eventId, eventId),
          entryId ? eq(executorLogEntries.id, entryId) : undefined,
        ),
      )
      .orderBy(desc(executorLogEntries.workedOn), desc(executorLogEntries.createdAt));
  }

  return {
    async log(actor: Actor, eventId: string): Promise<TExecutorLog> {
      const plan = await visiblePlan(deps, actor, eventId);
      const entries = (await rowsOf(plan.event.id)).map((row) => toEntry(row, actor, plan));
      await activity.viewed(actor, [plan.event.ownerId], SUBJECT);
      return {
        entries,
        totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
        totalExpenseCents: entries.reduce((sum, entry) => sum + entry.expenseCents, 0),
      };
    },

    async add(
      actor: Actor,
      eventId: string,
      input: z.output<typeof ZLogEntryInput>,
    ): Promise<TLogEntry> {
      const plan = await workablePlan(deps, actor, eventId);
      const { event } = plan;
      if (input.taskId) {
        const [task] = await db
          .select({ id: eventTasks.id })
          .from(eventTasks)
          .where(and(eq(eventTasks.id, input.taskId), eq(eventTasks.eventId, event.id)));
        if (!task) throw AppError.validation({ taskId: 'Choose a task of this plan.' });
      }
      const [saved] = await db
        .insert(executorLogEntries)
        .values({
          userId: event.ownerId,
          eventId: event.id,
          actorId: actor.userId,
          actorName: actor.fullName || actor.email,
          workedOn: input.workedOn,
          minutes: input.minutes,
          expenseCents: input.expenseCents,
          description: input.description,
          taskId: input.taskId,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        })
        .returning({ id: executorLogEntries.id });
      await activity.changed(
        actor,
        event.ownerId,
        'create',
        SUBJECT,
        `Executor log: ${input.description}`,
      );
      const [row] = await rowsOf(event.id, saved?.id);
      if (!row) throw new Error('The log entry just added was not found');
      return toEntry(row, actor, plan);
    },

    async remove(actor: Actor, entryId: string): Promise<void> {
      const [entry] = await db
        .select({
          eventId: executorLogEntries.eventId,
          actorId: executorLogEntries.actorId,
          description: executorLogEntries.description,
        })
        .from(executorLogEntries)
        .where(eq(executorLogEntries.id, entryId));
      if (!entry) throw AppError.notFound('This log entry does not exist.');
      const plan = await visiblePlan(deps, actor, entry.eventId);
      if (!plan.isOwner && entry.actorId !== actor.userId)
        throw AppError.notFound('Only its author or the owner removes a log entry.');
      // An author since made a viewer, or a plan closed by a re-lock, changes nothing.
      assertCanWork(plan);
      const { event } = plan;
      await db.delete(executorLogEntries).where(eq(executorLogEntries.id, entryId));
      await activity.changed(
        actor,
        event.ownerId,
        'delete',
        SUBJECT,
        `Executor log: ${entry.description}`,
      );
    },
  };
}
