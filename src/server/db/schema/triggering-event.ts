import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTACT_PRIORITIES,
  EVENT_KINDS,
  EVENT_STATUSES,
} from '@shared/triggering-event/event-schemas';
import {
  TASK_DECISIONS,
  TASK_STAGES,
  TASK_STATUSES,
  type TDueRule,
  type TTaskFact,
} from '@shared/triggering-event/plan-schemas';
import { users } from './auth';
import { documents } from './documents';
import { ownership } from './finance';
import { requiredLink } from './links';

/**
 * Issue 15: who may report the owner's death or incapacity (an "unlocker", Everplans' word), and
 * how long the owner then has to stop it. `user_id` is the owner; the contact is a connected
 * member (family or advisor) of that household.
 */
export const trustedContacts = pgTable(
  'trusted_contacts',
  {
    ...ownership,
    contactUserId: requiredLink('contact_user_id', () => users.id),
    priority: text('priority', { enum: CONTACT_PRIORITIES }).notNull().default('primary'),
    /** 3 hours to 30 days (720 hours); 7 days by default. */
    waitHours: integer('wait_hours').notNull().default(168),
  },
  (table) => [
    uniqueIndex('trusted_contacts_pair_idx').on(table.userId, table.contactUserId),
    index('trusted_contacts_contact_idx').on(table.contactUserId),
  ],
);

/**
 * A reported death or incapacity of the owner (`user_id`). It waits `wait_hours` for the owner to
 * stop it, then unlocks: after-event sharing opens and the plan's tasks are written. The notice
 * columns are claimed by the scheduled job in the UPDATE that finds them (sent once, even with
 * several servers). One event at most is pending or unlocked per owner.
 */
export const triggerEvents = pgTable(
  'trigger_events',
  {
    ...ownership,
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('pending'),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    /** Copied so the record outlives the reporter's account. */
    reporterName: text('reporter_name').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** Date of death, or of the onset of incapacity. */
    eventDate: date('event_date').notNull(),
    evidenceDocumentId: uuid('evidence_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    waitHours: integer('wait_hours').notNull(),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }).notNull(),
    /**
     * The owner's first notice, claimed in the report's INSERT and given back if its mail fails:
     * the job then sends it (null: not sent yet).
     */
    reportedNoticeAt: timestamp('reported_notice_at', { withTimezone: true }),
    halfwayNoticeAt: timestamp('halfway_notice_at', { withTimezone: true }),
    dayBeforeNoticeAt: timestamp('day_before_notice_at', { withTimezone: true }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /**
     * The unlock emails, claimed with the unlock and given back when not one of them could be
     * sent: the job then tries them all again (null: not sent yet).
     */
    unlockNotifiedAt: timestamp('unlock_notified_at', { withTimezone: true }),
    /** Who ended it (the owner stopping or re-locking, an admin reversing) and when. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('trigger_events_user_idx').on(table.userId, table.reportedAt),
    index('trigger_events_due_idx').on(table.status, table.unlocksAt),
    uniqueIndex('trigger_events_one_active_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('pending', 'unlocked')`),
  ],
);

/**
 * One task of an unlocked event's plan, written from the templates joined with the household's
 * records at unlock (plan generator). Due dates are computed when read, from `due_rule`, the
 * event date and other tasks' completion, unless the family set `due_override`.
 */
export const eventTasks = pgTable(
  'event_tasks',
  {
    ...ownership,
    eventId: requiredLink('event_id', () => triggerEvents.id),
    /** The template's key; with `subject_id`, unique within an event. */
    templateKey: text('template_key').notNull(),
    stage: text('stage', { enum: TASK_STAGES }).notNull(),
    title: text('title').notNull(),
    detail: text('detail'),
    /** Facts copied from the records at unlock: institution, masked number, advisor, website. */
    facts: jsonb('facts').$type<TTaskFact[]>().notNull().default([]),
    dueRule: jsonb('due_rule').$type<TDueRule>().notNull(),
    dueOverride: date('due_override'),
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    /** A letter the task offers (credit_bureau, social_security, bank, utility, insurer). */
    letterKind: text('letter_kind'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    decision: text('decision', { enum: TASK_DECISIONS }),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('event_tasks_event_idx').on(table.eventId, table.sortOrder),
    index('event_tasks_user_idx').on(table.userId),
  ],
);

/** The executor's time and expense log for an event (EstateExec: 570 hours over 16 months). */
export const executorLogEntries = pgTable(
  'executor_log_entries',
  {
    ...ownership,
    eventId: requiredLink('event_id', () => triggerEvents.id),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    workedOn: date('worked_on').notNull(),
    minutes: integer('minutes').notNull().default(0),
    expenseCents: integer('expense_cents').notNull().default(0),
    description: text('description').notNull(),
    taskId: uuid('task_id').references(() => eventTasks.id, { onDelete: 'set null' }),
  },
  (table) => [index('executor_log_event_idx').on(table.eventId, table.workedOn)],
);
