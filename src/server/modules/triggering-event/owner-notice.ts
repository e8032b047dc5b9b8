import type { Queryable } from '../../db/owned-rows';
import type { Mailer } from '../../platform/mail/mailer';
import {
  eventStoppedEmail,
  ownerNoticeEmail,
  type OwnerNotice,
} from '../../platform/mail/templates/triggering-event-emails';
import type { EventRow } from './event-rows';
import { householdTimeZone } from './household-time-zone';
import { remindersInWords } from './notice-schedule';
import { peopleByIds } from './people';

export type MailDeps = { db: Queryable; mailer: Mailer; appUrl: string };

/** The page that asks for a fresh sign-in and stops this event in one click. */
export function stopUrl(appUrl: string, eventId: string): string {
  return `${appUrl}/triggering-event?stop=${encodeURIComponent(eventId)}`;
}

/** Emails the owner about their pending event: at the report, halfway, or a day before. */
export async function sendOwnerNotice(
  { db, mailer, appUrl }: MailDeps,
  event: EventRow,
  stage: OwnerNotice['stage'],
): Promise<void> {
  const owner = (await peopleByIds(db, [event.userId])).get(event.userId);
  if (!owner) return;
  await mailer.send({
    to: owner.email,
    ...ownerNoticeEmail(
      owner,
      {
        stage,
        kind: event.kind,
        reporterName: event.reporterName,
        reportedAt: event.reportedAt,
        eventDate: event.eventDate,
        unlocksAt: event.unlocksAt,
        waitHours: event.waitHours,
        remindersInWords: remindersInWords(event.waitHours),
        timeZone: await householdTimeZone(db, event.userId),
      },
      stopUrl(appUrl, event.id),
    ),
  });
}

/** Tells the reporter the owner stopped their report (nobody to tell if their account is gone). */
export async function sendStoppedNotice(
  { db, mailer, appUrl }: MailDeps,
  event: EventRow,
): Promise<void> {
  if (!event.reportedBy) return;
  const people = await peopleByIds(db, [event.reportedBy, event.userId]);
  const reporter = people.get(event.reportedBy);
  if (!reporter) return;
  await mailer.send({
    to: reporter.email,
    ...eventStoppedEmail(
      reporter,
      {
        ownerName: people.get(event.userId)?.name ?? 'The account holder',
        kind: event.kind,
        reportedAt: event.reportedAt,
        timeZone: await householdTimeZone(db, event.userId),
      },
      `${appUrl}/triggering-event`,
    ),
  });
}
