import { isoDay } from '@shared/finance/household-summary';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { dueDateOf, dueRuleText } from '@shared/triggering-event/due-dates';
import type {
  TDueRule,
  TEventPlan,
  TEventTask,
  TTaskDecision,
  TTaskFact,
  TTaskStage,
  TTaskStatus,
} from '@shared/triggering-event/plan-schemas';
import { isAutoPayFact } from './fact-text';
import { letterOptions } from './letters/letter-options';
import { templateOf } from './templates/plan-templates';

/** A task as stored (event_tasks), or as the preview makes it (no id, nothing done yet). */
export type TaskRecord = {
  id: string | null;
  templateKey: string;
  stage: TTaskStage;
  title: string;
  detail: string | null;
  facts: TTaskFact[];
  dueRule: TDueRule;
  dueOverride: string | null;
  subjectKind: string | null;
  subjectId: string | null;
  letterKind: string | null;
  status: TTaskStatus;
  decision: TTaskDecision | null;
  assigneeUserId: string | null;
  notes: string | null;
  documentIds: string[];
  completedAt: Date | null;
};

export type PlanContext = {
  event: { id: string | null; ownerId: string; kind: TEventKind; eventDate: string };
  preview: boolean;
  canWork: boolean;
  assignees: TEventPlan['assignees'];
  /** Names of the people tasks are assigned to (some may have left the family since). */
  names: ReadonlyMap<string, string>;
  /** The household's documents the tasks attach, by id; a deleted one is simply not listed. */
  documents: ReadonlyMap<string, string>;
};

/**
 * The day another task (by its template key) was done: when every task of that template is done,
 * the last of them; null while any is not (or the plan has none).
 */
function completedOnOf(tasks: readonly TaskRecord[]) {
  return (templateKey: string): string | null => {
    const those = tasks.filter((task) => task.templateKey === templateKey);
    if (those.length === 0 || those.some((task) => task.status !== 'done' || !task.completedAt))
      return null;
    return (
      those
        .map((task) => isoDay(task.completedAt as Date))
        .sort()
        .at(-1) ?? null
    );
  };
}

function titleOfOf(tasks: readonly TaskRecord[]) {
  return (templateKey: string): string | null =>
    tasks.find((task) => task.templateKey === templateKey)?.title ??
    templateOf(templateKey)?.title ??
    null;
}

/**
 * One task as the plan shows it: due dates computed now from the rule (or the family's own date),
 * with the template's sources and whether it asks for a decision.
 */
export function toTaskView(
  task: TaskRecord,
  all: readonly TaskRecord[],
  context: PlanContext,
): TEventTask {
  const { eventDate, kind } = context.event;
  const template = templateOf(task.templateKey);
  return {
    id: task.id,
    templateKey: task.templateKey,
    stage: task.stage,
    title: task.title,
    detail: task.detail,
    facts: task.facts,
    sources: template ? [...template.sources] : [],
    dueOn: task.dueOverride ?? dueDateOf(task.dueRule, eventDate, completedOnOf(all)),
    dueRuleText: dueRuleText(task.dueRule, eventDate, kind, titleOfOf(all)),
    dueOverride: task.dueOverride,
    subjectKind: task.subjectKind,
    subjectId: task.subjectId,
    letterKind: task.letterKind,
    letterOptions: letterOptions(task.letterKind, task.facts),
    status: task.status,
    decision: task.decision,
    needsDecision: template?.decision ?? false,
    autoPay: isAutoPayFact(task.facts),
    assigneeUserId: task.assigneeUserId,
    assigneeName: task.assigneeUserId ? (context.names.get(task.assigneeUserId) ?? null) : null,
    notes: task.notes,
    documents: task.documentIds.flatMap((id) => {
      const name = context.documents.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

export function toPlanView(tasks: readonly TaskRecord[], context: PlanContext): TEventPlan {
  return {
    eventId: context.event.id,
    ownerId: context.event.ownerId,
    kind: context.event.kind,
    eventDate: context.event.eventDate,
    preview: context.preview,
    tasks: tasks.map((task) => toTaskView(task, tasks, context)),
    assignees: context.assignees,
    canWork: context.canWork,
  };
}
