import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { UTC_ZONE, type EmailTimeZone } from '../../time/state-time-zones';
import { greeting } from './account-emails';
import { renderEmail } from './render-email';

type Recipient = { name: string };

/**
 * "Tuesday, March 3, 2026 at 8:00 AM (Central time)": in the household's zone, named so a reader
 * elsewhere knows; "… at 2:00 PM UTC" when the household has no home state to tell its zone.
 */
export function formatMoment(moment: Date, zone: EmailTimeZone = UTC_ZONE): string {
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone.iana,
  }).format(moment);
  return zone.iana === UTC_ZONE.iana ? `${text} UTC` : `${text} (${zone.name} time)`;
}

/** "2026-03-03" → "March 3, 2026". */
export function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** 168 → "7 days", 36 → "36 hours", 24 → "1 day". */
export function formatWait(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

export type OwnerNotice = {
  stage: 'reported' | 'halfway' | 'day_before';
  kind: TEventKind;
  reporterName: string;
  reportedAt: Date;
  eventDate: string;
  unlocksAt: Date;
  waitHours: number;
  /** Which reminders follow the first email, in words (notice-schedule.ts). */
  remindersInWords: string;
  /** The household's zone, which the email's times are in. */
  timeZone: EmailTimeZone;
};

function whatWasReported(notice: OwnerNotice): string {
  const when = formatMoment(notice.reportedAt, notice.timeZone);
  return notice.kind === 'death'
    ? `On ${when}, ${notice.reporterName} reported in Nido that you died on ${formatDay(notice.eventDate)}.`
    : `On ${when}, ${notice.reporterName} reported in Nido that you have been unable to manage your own affairs since ${formatDay(notice.eventDate)}.`;
}

const NOTICE_SUBJECTS: Record<OwnerNotice['stage'], (notice: OwnerNotice) => string> = {
  reported: (notice) =>
    notice.kind === 'death'
      ? `${notice.reporterName} reported your death in Nido. If you are OK, stop it`
      : `${notice.reporterName} reported that you cannot manage your affairs. If you are OK, stop it`,
  halfway: () => 'Reminder: a report about you unlocks your household soon',
  day_before: () => 'Last reminder: a report about you unlocks your household in 24 hours',
};

/**
 * To the owner, at the report, halfway through the wait and 24 hours before it ends: who reported
 * what, when the household unlocks, what unlocking does, and the one-click "I'm OK, stop this".
 */
export function ownerNoticeEmail(recipient: Recipient, notice: OwnerNotice, stopUrl: string) {
  const unlocks = formatMoment(notice.unlocksAt, notice.timeZone);
  return renderEmail({
    subject: NOTICE_SUBJECTS[notice.stage](notice),
    preheader: `Unless you stop it, your household unlocks on ${unlocks}.`,
    heading: notice.stage === 'reported' ? 'Are you OK?' : 'Are you OK? A reminder',
    paragraphs: [
      greeting(recipient),
      whatWasReported(notice),
      `If that is not so, or you would rather it wait, stop it now. Nothing has been opened yet.`,
      `Unless you stop it, on ${unlocks} (after the waiting period of ${formatWait(notice.waitHours)} you chose for ${notice.reporterName}) Nido unlocks your household: the Family Guidebook entries you shared "after the event" become visible to the people you chose, each of them is emailed, and your family receives a step-by-step plan built from your records.`,
    ],
    action: { label: "I'm OK, stop this", url: stopUrl },
    footnote:
      notice.stage === 'reported'
        ? `For your safety we ask you to sign in again before the report is stopped. We will remind you ${notice.remindersInWords}.`
        : 'For your safety we ask you to sign in again before the report is stopped.',
  });
}

/** To the person who reported, when the owner stopped the report (in the household's zone). */
export function eventStoppedEmail(
  recipient: Recipient,
  stopped: { ownerName: string; kind: TEventKind; reportedAt: Date; timeZone: EmailTimeZone },
  url: string,
) {
  const what = stopped.kind === 'death' ? 'death' : 'incapacity';
  return renderEmail({
    subject: `${stopped.ownerName} has stopped the report`,
    preheader: 'Nothing in their household was opened.',
    heading: 'The report was stopped',
    paragraphs: [
      greeting(recipient),
      `${stopped.ownerName} has stopped the report of their ${what} that you made on ${formatMoment(stopped.reportedAt, stopped.timeZone)}. They signed in to their own account to do it. Nothing in their household was opened.`,
      `If you are still worried about ${firstName(stopped.ownerName)}, please reach out to them or to the family directly.`,
    ],
    action: { label: 'Open Nido', url },
  });
}

/** What an unlock opens to one person (unlock-recipients.ts). */
export type UnlockedFor = {
  name: string;
  /** How many guidebook entries were shared with them "after the event" (0: none). */
  sharedAfterEvent: number;
  /** They may work the plan (they may change the household). */
  mayWorkPlan: boolean;
};

function entriesOpened(count: number, first: string, guidebookUrl: string): string {
  const entries = count === 1 ? '1 Family Guidebook entry' : `${count} Family Guidebook entries`;
  return `${first} shared ${entries} with you for this time. ${count === 1 ? 'It is' : 'They are'} now open to you in Nido: ${guidebookUrl}`;
}

function planReady(kind: TEventKind): string {
  return kind === 'death'
    ? `A step-by-step plan, built from the household's own records, is ready for you to work through: what to do in the first days, the first month and later. There is no need to do everything at once.`
    : "A step-by-step plan of what to take care of meanwhile, built from the household's own records, is ready for you to work through.";
}

/**
 * To each person the household opens to when an event unlocks, saying only what is true for them
 * (issue 15): the guidebook entries shared with them "after the event" are open (how many, never
 * which), the plan is ready for those who may work it, and a trusted contact with neither is told
 * that the report unlocked.
 */
export function eventUnlockedEmail(
  recipient: UnlockedFor,
  unlocked: { ownerName: string; kind: TEventKind; reporterName: string; eventDate: string },
  links: { planUrl: string; guidebookUrl: string },
) {
  const owner = unlocked.ownerName;
  const first = firstName(owner);
  const shared = recipient.sharedAfterEvent > 0;
  const opened = [
    ...(shared ? [entriesOpened(recipient.sharedAfterEvent, first, links.guidebookUrl)] : []),
    ...(recipient.mayWorkPlan ? [planReady(unlocked.kind)] : []),
  ];
  const paragraphs = [
    greeting(recipient),
    unlocked.kind === 'death'
      ? `We are very sorry for your loss. ${unlocked.reporterName} reported that ${owner} died on ${formatDay(unlocked.eventDate)}, and the waiting period has ended.`
      : `${unlocked.reporterName} reported that ${owner} has been unable to manage their own affairs since ${formatDay(unlocked.eventDate)}, and the waiting period has ended.`,
    ...(opened.length > 0
      ? opened
      : [
          `${first} named you one of the people who may report this. ${first} did not stop the report during the waiting period, so it has now unlocked.`,
        ]),
    ...(unlocked.kind === 'incapacity'
      ? [`When ${first} is able to again, they can lock their household from their own account.`]
      : []),
  ];
  const subject = shared
    ? `${owner}'s family information is now open to you`
    : recipient.mayWorkPlan
      ? `${owner}'s step-by-step plan is ready`
      : `The report about ${owner} has unlocked`;
  const preheader = shared
    ? `What ${first} shared with you for this time is now open.`
    : recipient.mayWorkPlan
      ? "A step-by-step plan of what to do, built from the household's records."
      : 'The waiting period has ended.';
  return renderEmail({
    subject,
    preheader,
    heading: subject,
    paragraphs,
    action: recipient.mayWorkPlan
      ? { label: 'Open the plan', url: links.planUrl }
      : shared
        ? { label: 'Open the Family Guidebook', url: links.guidebookUrl }
        : { label: 'See the report', url: links.planUrl },
    ...(shared
      ? {
          footnote: `Each time what ${first} shared is viewed, it is recorded in the household's activity log.`,
        }
      : {}),
  });
}
