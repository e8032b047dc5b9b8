import { eq } from 'drizzle-orm';
import { isoDay } from '@shared/finance/household-summary';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import {
  TASK_DECISION_LABELS,
  TASK_STATUS_LABELS,
  type TEventPlan,
  type TEventTask,
  type TTaskUpdate,
} from '@shared/triggering-event/plan-schemas';
import type { Actor } from '../../auth/actor';
import { eventTasks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { EventPlanDeps } from './event-plan-deps';
import { generatePlan } from './generate-plan';
import { materializePlan } from './materialize-plan';
import { DECEASED_ASSIGNEE_MESSAGE, deceasedOf, namesOf, planAssignees } from './plan-people';
import { visiblePlan, workablePlan } from './plan-event';
import { documentNames, findTask, tasksOfEvent, type StoredTask } from './plan-rows';
import { toPlanView, toTaskView, type PlanContext, type TaskRecord } from './plan-view';
import { readHouseholdSnapshot } from './snapshot-rows';
import { templateOf } from './templates/plan-templates';

const SUBJECT = 'triggering-event';

/** What changed, for the owner's activity log: "Netflix: decision Cancel, marked Done". */
function describeUpdate(task: StoredTask, update: TTaskUpdate): string {
  const changes = [
    update.status !== undefined ? `marked ${TASK_STATUS_LABELS[update.status]}` : null,
    update.decision !== undefined
      ? update.decision
        ? `decision ${TASK_DECISION_LABELS[update.decision]}`
        : 'decision cleared'
      : null,
    update.assigneeUserId !== undefined ? 'assignee changed' : null,
    update.notes !== undefined ? 'notes changed' : null,
    update.dueOverride !== undefined ? 'due date changed' : null,
    update.documentIds !== undefined ? 'documents changed' : null,
  ].filter(Boolean);
  return `Plan task “${task.title}”: ${changes.join(', ') || 'saved'}`;
}

/** The plan of an event (issue 15 Deliver 4): read, preview before any event, and worked. */
export function createPlanService(deps: EventPlanDeps) {
  const { db, access, activity, now } = deps;

  async function contextOf(
    event: PlanContext['event'],
    tasks: readonly TaskRecord[],
    options: { preview: boolean; canWork: boolean },
  ): Promise<PlanContext> {
    const assignees = await planAssignees(db, event);
    const [names, documents] = await Promise.all([
      namesOf(
        db,
        tasks.map((task) => task.assigneeUserId),
      ),
      documentNames(
        db,
        event.ownerId,
        tasks.flatMap((task) => task.documentIds),
      ),
    ]);
    return { event, ...options, assignees, names, documents };
  }

  /** The validation problems of a change, each by its field. */
  async function problemsOf(
    task: StoredTask,
    update: TTaskUpdate,
    assignees: TEventPlan['assignees'],
    deceasedUserId: string | null,
  ): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    if (update.decision && !templateOf(task.templateKey)?.decision)
      fields.decision = 'Only bills and subscriptions take a keep, cancel or transfer decision.';
    if (update.assigneeUserId && update.assigneeUserId === deceasedUserId)
      fields.assigneeUserId = DECEASED_ASSIGNEE_MESSAGE;
    else if (
      update.assigneeUserId &&
      !assignees.some((person) => person.userId === update.assigneeUserId)
    )
      fields.assigneeUserId = 'Choose someone in the family.';
    if (update.documentIds) {
      const found = await documentNames(db, task.ownerId, update.documentIds);
      if (update.documentIds.some((id) => !found.has(id)))
        fields.documentIds = 'Choose documents of this household.';
    }
    return fields;
  }

  function columnsOf(task: StoredTask, update: TTaskUpdate) {
    const done = update.status === 'done';
    return {
      ...(update.status !== undefined
        ? {
            status: update.status,
            // Done keeps the day it was first done; any other status clears it.
            completedAt: done ? (task.status === 'done' ? task.completedAt : now()) : null,
          }
        : {}),
      ...(update.decision !== undefined ? { decision: update.decision } : {}),
      ...(update.assigneeUserId !== undefined ? { assigneeUserId: update.assigneeUserId } : {}),
      ...(update.notes !== undefined ? { notes: update.notes || null } : {}),
      ...(update.dueOverride !== undefined ? { dueOverride: update.dueOverride } : {}),
      ...(update.documentIds !== undefined
        ? { documentIds: [...new Set(update.documentIds)] }
        : {}),
      updatedAt: now(),
    };
  }

  return {
    async plan(actor: Actor, eventId: string): Promise<TEventPlan> {
      const { event, canWork } = await visiblePlan(deps, actor, eventId);
      let tasks = await tasksOfEvent(db, event.id);
      // The job writes the plan at unlock; if that failed (it is logged, the unlock stands), the
      // first reader writes it. materializePlan locks the event, so two readers write it once.
      if (tasks.length === 0 && event.status === 'unlocked') {
        await materializePlan(deps, event);
        tasks = await tasksOfEvent(db, event.id);
      }
      await activity.viewed(actor, [event.ownerId], SUBJECT);
      return toPlanView(tasks, await contextOf(event, tasks, { preview: false, canWork }));
    },

    /**
     * The plan as it would be written if the event happened today, for the owner only: it shows
     * what the family would be given, from records the owner may want to complete first.
     */
    async preview(actor: Actor, owner: string | undefined, kind: TEventKind): Promise<TEventPlan> {
      if (actor.accountType === 'guest' || (owner !== undefined && owner !== actor.userId))
        throw AppError.notFound('Only the owner of a household previews its plan.');
      await access.requirePlanFor(actor, actor.userId);
      const today = isoDay(now());
      const snapshot = await readHouseholdSnapshot(db, actor.userId, today);
      // As if the event happened today, by the app's clock.
      const tasks: TaskRecord[] = generatePlan({ ...snapshot, eventOn: today }, kind).map(
        (task) => ({
          ...task,
          id: null,
          dueOverride: null,
          status: 'open',
          decision: null,
          assigneeUserId: null,
          notes: null,
          documentIds: [],
          completedAt: null,
        }),
      );
      const event = { id: null, ownerId: actor.userId, kind, eventDate: today };
      return toPlanView(tasks, await contextOf(event, tasks, { preview: true, canWork: false }));
    },

    async updateTask(actor: Actor, taskId: string, update: TTaskUpdate): Promise<TEventTask> {
      const task = await findTask(db, taskId);
      if (!task) throw AppError.notFound('This task does not exist.');
      const { event } = await workablePlan(deps, actor, task.eventId);
      const assignees = await planAssignees(db, event);
      const fields = await problemsOf(task, update, assignees, deceasedOf(event));
      if (Object.keys(fields).length > 0) throw AppError.validation(fields);
      await db.update(eventTasks).set(columnsOf(task, update)).where(eq(eventTasks.id, task.id));
      await activity.changed(actor, event.ownerId, 'update', SUBJECT, describeUpdate(task, update));
      const tasks = await tasksOfEvent(db, event.id);
      const saved = tasks.find((each) => each.id === task.id) ?? task;
      const context = await contextOf(event, tasks, { preview: false, canWork: true });
      return toTaskView(saved, tasks, context);
    },
  };
}
