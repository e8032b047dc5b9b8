import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/owned-rows';
import { documents, eventTasks } from '../../db/schema';
import type { TaskRecord } from './plan-view';

export type StoredTask = TaskRecord & { id: string; ownerId: string; eventId: string };

const TASK_COLUMNS = {
  id: eventTasks.id,
  ownerId: eventTasks.userId,
  eventId: eventTasks.eventId,
  templateKey: eventTasks.templateKey,
  stage: eventTasks.stage,
  title: eventTasks.title,
  detail: eventTasks.detail,
  facts: eventTasks.facts,
  dueRule: eventTasks.dueRule,
  dueOverride: eventTasks.dueOverride,
  subjectKind: eventTasks.subjectKind,
  subjectId: eventTasks.subjectId,
  letterKind: eventTasks.letterKind,
  status: eventTasks.status,
  decision: eventTasks.decision,
  assigneeUserId: eventTasks.assigneeUserId,
  notes: eventTasks.notes,
  documentIds: eventTasks.documentIds,
  completedAt: eventTasks.completedAt,
};

/** An event's tasks in the plan's order. */
export function tasksOfEvent(db: Queryable, eventId: string): Promise<StoredTask[]> {
  return db
    .select(TASK_COLUMNS)
    .from(eventTasks)
    .where(eq(eventTasks.eventId, eventId))
    .orderBy(asc(eventTasks.sortOrder), asc(eventTasks.id));
}

/** One task by id, whatever its household: the caller checks the event is visible. */
export async function findTask(db: Queryable, taskId: string): Promise<StoredTask | null> {
  const [row] = await db.select(TASK_COLUMNS).from(eventTasks).where(eq(eventTasks.id, taskId));
  return row ?? null;
}

/** The names of the household's documents among `ids` (another household's are not found). */
export async function documentNames(
  db: Queryable,
  ownerId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(and(eq(documents.userId, ownerId), inArray(documents.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
