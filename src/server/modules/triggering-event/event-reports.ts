import { and, eq } from 'drizzle-orm';
import { BRAND } from '@shared/brand';
import {
  EVENT_KIND_LABELS,
  type TEventStatus,
  type TReportEventInput,
  type TTriggerEvent,
  type ZReportEventInput,
} from '@shared/triggering-event/event-schemas';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { documents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { formatDay } from '../../platform/mail/templates/triggering-event-emails';
import { contactRows } from './contact-rows';
import { eventDateProblem } from './event-date-rule';
import { eventRows, type EventRow } from './event-rows';
import { evidenceDocuments, toEventView } from './event-view';
import { assertFreshSignIn } from './fresh-sign-in';
import { sendOwnerNotice, sendStoppedNotice } from './owner-notice';
import { peopleByIds } from './people';
import type { TriggeringEventDeps } from './triggering-event-deps';

type ReportInput = z.output<typeof ZReportEventInput>;
export type { TReportEventInput };

const HOUR_MS = 60 * 60 * 1000;
const NOT_REPORTABLE = 'There is no household here you can report an event for.';
const NOT_FOUND = 'This event does not exist.';

/** Why a step cannot be taken on an event that is no longer where the step needs it. */
const NOT_PENDING: Record<Exclude<TEventStatus, 'pending'>, string> = {
  stopped: 'This report was already stopped.',
  unlocked: 'This report can no longer be stopped: the waiting period has ended and it unlocked.',
  relocked: 'This event has already ended: the household was locked again.',
  reversed: 'This event has already ended: an administrator reversed it.',
};

function kindWord(row: Pick<EventRow, 'kind'>): string {
  return EVENT_KIND_LABELS[row.kind].toLowerCase();
}

/**
 * Reporting an event, and ending one: the owner stops a pending report or re-locks an unlocked
 * incapacity (both after a fresh sign-in), an administrator reverses an unlocked death. Every step
 * is in the owner's activity log.
 */
export function createEventReports(deps: TriggeringEventDeps) {
  const { db, access, activity, logger } = deps;
  const now = deps.now ?? (() => new Date());
  // Sign-ins are stamped by better-auth on real time, even when the app runs on a dev clock.
  const sessionNow = deps.sessionNow ?? now;
  const mail = { db, mailer: deps.mailer, appUrl: deps.appUrl };

  async function viewFor(actor: Actor, row: EventRow): Promise<TTriggerEvent> {
    const [people, evidence, readable] = await Promise.all([
      peopleByIds(db, [row.endedBy]),
      evidenceDocuments(db, [row]),
      access.readableOwnerIds(actor, []),
    ]);
    return toEventView(row, {
      readerId: actor.userId,
      people,
      evidence,
      readableOwnerIds: new Set(readable),
    });
  }

  /** One of the actor's own household's events (only the owner stops or re-locks). */
  async function ownersEvent(actor: Actor, id: string): Promise<EventRow> {
    const row = await eventRows.find(db, id);
    if (!row || actor.accountType === 'guest' || row.userId !== actor.userId)
      throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** The conflict to answer when another request moved the event between our read and write. */
  async function changedMeanwhile(id: string): Promise<AppError> {
    const status = (await eventRows.find(db, id))?.status;
    return new AppError(
      'CONFLICT',
      status && status !== 'pending' ? NOT_PENDING[status] : 'This event changed meanwhile.',
    );
  }

  async function ownerName(ownerId: string): Promise<string> {
    return (await peopleByIds(db, [ownerId])).get(ownerId)?.name ?? 'this person';
  }

  /** The fields of a report that cannot be accepted, by name. */
  async function reportProblems(input: ReportInput): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    const dateProblem = eventDateProblem(input.eventDate, now());
    if (dateProblem) fields.eventDate = dateProblem;
    if (input.evidenceDocumentId) {
      // The reporter holds a live grant to this household, so they may read its documents.
      const [document] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(eq(documents.id, input.evidenceDocumentId), eq(documents.userId, input.ownerId)),
        );
      if (!document)
        fields.evidenceDocumentId = "Choose a document from this household's document hub";
    }
    return fields;
  }

  async function sendOrLog(send: () => Promise<void>, eventId: string, what: string) {
    try {
      await send();
    } catch (error) {
      logger?.warn({ err: error, eventId }, what);
    }
  }

  return {
    /**
     * A trusted contact with a live grant reports the owner's death or incapacity. Anyone else is
     * told there is nothing here (404), so the household's contacts do not leak.
     */
    async report(actor: Actor, input: ReportInput): Promise<TTriggerEvent> {
      const grants = await access.grantsOf(actor);
      const contact = grants.some((grant) => grant.ownerId === input.ownerId)
        ? await contactRows.find(db, input.ownerId, actor.userId)
        : null;
      if (!contact) throw AppError.notFound(NOT_REPORTABLE);
      if (!actor.emailVerified)
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          'Verify your email address before you can report an event.',
        );
      const fields = await reportProblems(input);
      if (Object.keys(fields).length > 0) throw AppError.validation(fields);

      const reportedAt = now();
      const row = await eventRows.insert(db, {
        userId: input.ownerId,
        kind: input.kind,
        reportedBy: actor.userId,
        reporterName: actor.fullName || actor.email,
        reportedAt,
        eventDate: input.eventDate,
        evidenceDocumentId: input.evidenceDocumentId,
        note: input.note,
        waitHours: contact.waitHours,
        unlocksAt: new Date(reportedAt.getTime() + contact.waitHours * HOUR_MS),
        // The owner's first notice is claimed with the report, so the job never sends it too.
        reportedNoticeAt: reportedAt,
        createdAt: reportedAt,
        updatedAt: reportedAt,
      });
      if (!row)
        throw new AppError(
          'CONFLICT',
          `An event is already reported for ${await ownerName(input.ownerId)}.`,
        );
      await activity.eventStep(
        row.userId,
        actor,
        'create',
        `Reported a ${kindWord(row)} (date ${formatDay(row.eventDate)}); it unlocks unless stopped`,
      );
      try {
        await sendOwnerNotice(mail, row, 'reported');
      } catch (error) {
        // The report stands; the scheduled job sends the notice on its next run.
        await eventRows.releaseNotice(db, row.id, 'reported', reportedAt);
        logger?.warn({ err: error, eventId: row.id }, 'the owner was not emailed about a report');
      }
      return viewFor(actor, row);
    },

    /**
     * The owner's "I'm OK, stop this": a pending report ends and the reporter is told. One past
     * its end that the job has not unlocked yet can still be stopped: nothing was opened.
     */
    async stop(actor: Actor, id: string): Promise<TTriggerEvent> {
      const row = await ownersEvent(actor, id);
      if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING[row.status]);
      assertFreshSignIn(actor, sessionNow(), 'For your safety, sign in again to stop this report.');
      const stopped = await eventRows.end(db, id, {
        from: 'pending',
        to: 'stopped',
        by: actor.userId,
        at: now(),
      });
      if (!stopped) throw await changedMeanwhile(id);
      await activity.eventStep(
        row.userId,
        actor,
        'update',
        `Stopped the reported ${kindWord(row)} made by ${row.reporterName}`,
      );
      await sendOrLog(
        () => sendStoppedNotice(mail, stopped),
        row.id,
        'the reporter was not told the report was stopped',
      );
      return viewFor(actor, stopped);
    },

    /** The owner, back from an incapacity, locks the household again. A death is not re-locked. */
    async relock(actor: Actor, id: string): Promise<TTriggerEvent> {
      const row = await ownersEvent(actor, id);
      if (row.status !== 'unlocked')
        throw new AppError(
          'CONFLICT',
          row.status === 'pending'
            ? 'This report has not unlocked anything yet: stop it instead.'
            : NOT_PENDING[row.status],
        );
      if (row.kind === 'death')
        throw new AppError(
          'CONFLICT',
          `A reported death cannot be re-locked from this account. If it was reported in error, write to ${BRAND.supportEmail}: an administrator can reverse it.`,
        );
      assertFreshSignIn(
        actor,
        sessionNow(),
        'For your safety, sign in again to lock your household again.',
      );
      const relocked = await eventRows.end(db, id, {
        from: 'unlocked',
        to: 'relocked',
        by: actor.userId,
        at: now(),
      });
      if (!relocked) throw await changedMeanwhile(id);
      await activity.eventStep(
        row.userId,
        actor,
        'update',
        `Locked the household again after the reported incapacity made by ${row.reporterName}`,
      );
      return viewFor(actor, relocked);
    },

    /**
     * An administrator reverses an unlocked death reported in error (after a fresh sign-in, like
     * the owner's stop: it closes the family's plan). Others: 404.
     */
    async reverse(actor: Actor, id: string): Promise<TTriggerEvent> {
      if (!actor.isAdmin) throw AppError.notFound(NOT_FOUND);
      const row = await eventRows.find(db, id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      if (row.status !== 'unlocked' || row.kind !== 'death')
        throw new AppError(
          'CONFLICT',
          'Only a death that has unlocked can be reversed; the owner stops a pending report or re-locks an incapacity.',
        );
      assertFreshSignIn(actor, sessionNow(), 'For safety, sign in again to reverse this event.');
      const reversed = await eventRows.end(db, id, {
        from: 'unlocked',
        to: 'reversed',
        by: actor.userId,
        at: now(),
      });
      if (!reversed) throw await changedMeanwhile(id);
      await activity.eventStep(
        row.userId,
        actor,
        'update',
        `A Nido administrator reversed the reported death made by ${row.reporterName}`,
      );
      return viewFor(actor, reversed);
    },
  };
}

export type EventReports = ReturnType<typeof createEventReports>;
