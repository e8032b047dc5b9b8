import { z } from 'zod';
import { multiLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { EVENT_KINDS } from './event-schemas';

/** Issue 15: the step-by-step plan an unlocked event produces, and the executor's log. */
export const TASK_STAGES = [
  'first_days',
  'first_month',
  'obligations',
  'later',
  'ongoing',
] as const;
export type TTaskStage = (typeof TASK_STAGES)[number];
export const TASK_STAGE_LABELS: Record<TTaskStage, string> = {
  first_days: 'First days',
  first_month: 'First month',
  obligations: 'Bills and subscriptions: keep, cancel or transfer',
  later: 'The months after',
  ongoing: 'While incapacitated',
};

export const TASK_STATUSES = ['open', 'in_progress', 'done', 'not_applicable'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TTaskStatus, string> = {
  open: 'To do',
  in_progress: 'In progress',
  done: 'Done',
  not_applicable: 'Not applicable',
};

/** What happens to a recurring obligation after a death. */
export const TASK_DECISIONS = ['keep', 'cancel', 'transfer'] as const;
export type TTaskDecision = (typeof TASK_DECISIONS)[number];
export const TASK_DECISION_LABELS: Record<TTaskDecision, string> = {
  keep: 'Keep',
  cancel: 'Cancel',
  transfer: 'Transfer',
};

/**
 * When a task is due: a number of days (or months) after the date of death or onset; a fixed
 * calendar date (April 15 of the year after death: `yearsAfter` 1); some days after another task
 * of the same plan is done; or no date at all.
 */
export const ZDueRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('days_after_event'), days: z.number().int() }),
  z.object({ kind: z.literal('months_after_event'), months: z.number().int() }),
  z.object({
    kind: z.literal('fixed_date'),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    yearsAfter: z.number().int().min(0),
  }),
  z.object({ kind: z.literal('after_task'), task: z.string(), days: z.number().int() }),
  z.object({ kind: z.literal('none') }),
]);
export type TDueRule = z.infer<typeof ZDueRule>;

/** A fact the task carries from the records (labels and values shown as they are). */
export const ZTaskFact = z.object({
  label: z.string(),
  value: z.string(),
  /** A link for the fact (the vendor's website, a screen of Nido). */
  href: z.string().nullable().optional(),
});
export type TTaskFact = z.infer<typeof ZTaskFact>;

/** A source for a deadline or a rule, named beside it (a statute, an IRS page). */
export const ZTaskSource = z.object({ label: z.string(), url: z.string().nullable() });
export type TTaskSource = z.infer<typeof ZTaskSource>;

export const ZEventTask = z.object({
  /** Null in a preview (nothing is stored before unlock). */
  id: z.string().nullable(),
  templateKey: z.string(),
  stage: z.enum(TASK_STAGES),
  title: z.string(),
  detail: z.string().nullable(),
  facts: z.array(ZTaskFact),
  sources: z.array(ZTaskSource),
  /** The date computed from the rule (or the override); null while it waits on another task. */
  dueOn: z.string().nullable(),
  /** In plain words: "30 days after the date of death", "After: Get an EIN for the estate". */
  dueRuleText: z.string(),
  dueOverride: z.string().nullable(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  letterKind: z.string().nullable(),
  /** For credit bureau tasks: a letter per bureau. */
  letterOptions: z.array(z.object({ key: z.string(), label: z.string() })),
  status: z.enum(TASK_STATUSES),
  decision: z.enum(TASK_DECISIONS).nullable(),
  /** Obligation tasks ask for a decision; auto-pay ones are flagged and listed first. */
  needsDecision: z.boolean(),
  autoPay: z.boolean(),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  notes: z.string().nullable(),
  documents: z.array(z.object({ id: z.string(), name: z.string() })),
  completedAt: z.string().nullable(),
});
export type TEventTask = z.infer<typeof ZEventTask>;

export const ZPlanPerson = z.object({ userId: z.string(), name: z.string() });

export const ZEventPlan = z.object({
  eventId: z.string().nullable(),
  ownerId: z.string(),
  kind: z.enum(EVENT_KINDS),
  eventDate: z.string(),
  preview: z.boolean(),
  tasks: z.array(ZEventTask),
  /** Family members a task can be assigned to. */
  assignees: z.array(ZPlanPerson),
  canWork: z.boolean(),
});
export type TEventPlan = z.infer<typeof ZEventPlan>;

export const ZPlanPreviewQuery = z.object({
  owner: z.uuid().optional(),
  kind: z.enum(EVENT_KINDS).default('death'),
});

export const ZTaskUpdate = z
  .object({
    status: z.enum(TASK_STATUSES),
    decision: z.enum(TASK_DECISIONS).nullable(),
    assigneeUserId: z.uuid({ error: 'Choose someone in the family.' }).nullable(),
    notes: multiLine(z.string().trim().max(5000, tooLong('notes', 5000))).nullable(),
    dueOverride: z.iso.date({ error: 'Enter a date' }).nullable(),
    documentIds: z
      .array(z.uuid({ error: 'Choose documents of this household.' }))
      .max(20, 'Attach at most 20 documents'),
  })
  .partial();
export type TTaskUpdate = z.infer<typeof ZTaskUpdate>;

export const ZLogEntryInput = z
  .object({
    workedOn: z.iso.date({ error: 'Enter the date' }),
    minutes: z
      .number({ error: 'Enter the time' })
      .int()
      .min(0, 'Time cannot be negative')
      .max(24 * 60, 'At most 24 hours a day'),
    expenseCents: z
      .number({ error: 'Enter an amount' })
      .int()
      .min(0, 'Amounts cannot be negative')
      .max(1_000_000_000, 'That amount is too large'),
    description: multiLine(
      z
        .string({ error: 'Describe what was done' })
        .trim()
        .min(1, 'Describe what was done')
        .max(500, tooLong('description', 500)),
    ),
    taskId: z
      .uuid({ error: 'Choose a task of this plan.' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((entry) => entry.minutes > 0 || entry.expenseCents > 0, {
    path: ['minutes'],
    message: 'Enter the time spent or an expense',
  });
export type TLogEntryInput = z.input<typeof ZLogEntryInput>;

export const ZLogEntry = z.object({
  id: z.string(),
  actorName: z.string(),
  workedOn: z.string(),
  minutes: z.number(),
  expenseCents: z.number(),
  description: z.string(),
  taskId: z.string().nullable(),
  taskTitle: z.string().nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type TLogEntry = z.infer<typeof ZLogEntry>;

export const ZExecutorLog = z.object({
  entries: z.array(ZLogEntry),
  totalMinutes: z.number(),
  totalExpenseCents: z.number(),
});
export type TExecutorLog = z.infer<typeof ZExecutorLog>;

/** The survivor runway's contract lives beside its rules; re-exported for the plan's readers. */
export { ZRunway, type TRunway } from './runway-schemas';
