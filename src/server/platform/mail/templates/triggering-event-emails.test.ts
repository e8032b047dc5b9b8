import { describe, expect, it } from 'vitest';
import { timeZoneOfState, UTC_ZONE } from '../../time/state-time-zones';
import {
  eventStoppedEmail,
  eventUnlockedEmail,
  formatMoment,
  formatWait,
  ownerNoticeEmail,
} from './triggering-event-emails';

const notice = {
  stage: 'reported' as const,
  kind: 'death' as const,
  reporterName: 'Jordan Lee',
  reportedAt: new Date('2026-03-03T14:05:00Z'),
  eventDate: '2026-03-02',
  unlocksAt: new Date('2026-03-10T14:05:00Z'),
  waitHours: 168,
  remindersInWords: 'halfway through the waiting period and again 24 hours before it ends',
  timeZone: UTC_ZONE,
};
const STOP = 'http://localhost:3000/triggering-event?stop=abc';

describe('the triggering event emails', () => {
  it('names times in UTC and waits in days or hours', () => {
    expect(formatMoment(new Date('2026-03-10T14:05:00Z'))).toBe(
      'Tuesday, March 10, 2026 at 2:05 PM UTC',
    );
    expect(formatWait(168)).toBe('7 days');
    expect(formatWait(24)).toBe('1 day');
    expect(formatWait(3)).toBe('3 hours');
    expect(formatWait(36)).toBe('36 hours');
  });

  it('names times in the household’s zone, by name, summer time included', () => {
    const central = timeZoneOfState('IL');
    expect(formatMoment(new Date('2026-03-10T14:05:00Z'), central)).toBe(
      'Tuesday, March 10, 2026 at 9:05 AM (Central time)',
    );
    expect(formatMoment(new Date('2026-01-10T14:05:00Z'), central)).toBe(
      'Saturday, January 10, 2026 at 8:05 AM (Central time)',
    );
    // Arizona keeps standard time in summer; Hawaii is ten hours behind UTC.
    expect(formatMoment(new Date('2026-07-01T19:00:00Z'), timeZoneOfState('AZ'))).toBe(
      'Wednesday, July 1, 2026 at 12:00 PM (Mountain time)',
    );
    expect(formatMoment(new Date('2026-07-02T03:30:00Z'), timeZoneOfState('HI'))).toBe(
      'Wednesday, July 1, 2026 at 5:30 PM (Hawaii time)',
    );
  });

  it('puts the owner’s and the reporter’s times in the household’s zone', () => {
    const timeZone = timeZoneOfState('CA');
    const { text, html } = ownerNoticeEmail({ name: 'Maria Lopez' }, { ...notice, timeZone }, STOP);
    expect(text).toContain('On Tuesday, March 3, 2026 at 6:05 AM (Pacific time), Jordan Lee');
    expect(text).toContain('on Tuesday, March 10, 2026 at 7:05 AM (Pacific time)');
    expect(html).toContain('Tuesday, March 10, 2026 at 7:05 AM (Pacific time)');
    expect(text).not.toContain('UTC');

    const stopped = eventStoppedEmail(
      { name: 'Jordan Lee' },
      { ownerName: 'Maria Lopez', kind: 'death', reportedAt: notice.reportedAt, timeZone },
      'http://localhost:3000/triggering-event',
    );
    expect(stopped.text).toContain(
      'that you made on Tuesday, March 3, 2026 at 6:05 AM (Pacific time).',
    );
  });

  it('tells the owner who reported what, when it unlocks, what that does, with the stop link', () => {
    const { subject, text } = ownerNoticeEmail({ name: 'Maria Lopez' }, notice, STOP);
    expect(subject).toBe('Jordan Lee reported your death in Nido. If you are OK, stop it');
    expect(text).toContain('Hi Maria,');
    expect(text).toContain('Jordan Lee reported in Nido that you died on March 2, 2026.');
    expect(text).toContain('on Tuesday, March 10, 2026 at 2:05 PM UTC');
    expect(text).toContain('after the event');
    expect(text).toContain(`I'm OK, stop this: ${STOP}`);
    expect(text).toContain('again 24 hours before it ends');

    const reminder = ownerNoticeEmail(
      { name: 'Maria Lopez' },
      { ...notice, stage: 'day_before', kind: 'incapacity' },
      STOP,
    );
    expect(reminder.subject).toBe(
      'Last reminder: a report about you unlocks your household in 24 hours',
    );
    expect(reminder.text).toContain('unable to manage your own affairs since March 2, 2026');
  });

  it('tells the reporter the report was stopped', () => {
    const stopped = eventStoppedEmail(
      { name: 'Jordan Lee' },
      {
        ownerName: 'Maria Lopez',
        kind: 'death',
        reportedAt: notice.reportedAt,
        timeZone: UTC_ZONE,
      },
      'http://localhost:3000/triggering-event',
    );
    expect(stopped.subject).toBe('Maria Lopez has stopped the report');
    expect(stopped.text).toContain('Nothing in their household was opened.');
  });

  it('tells each person what the unlock opens to them, and no more', () => {
    const unlocked = {
      ownerName: 'Maria Lopez',
      kind: 'death' as const,
      reporterName: 'Jordan Lee',
      eventDate: '2026-03-02',
    };
    const links = {
      planUrl: 'http://localhost:3000/triggering-event',
      guidebookUrl: 'http://localhost:3000/family-guidebook',
    };
    const PLAN_READY = 'A step-by-step plan, built from the household';
    const SHARED = 'shared with you';

    // Entries shared after the event, and the plan to work: both, the entries counted, not named.
    const both = eventUnlockedEmail(
      { name: 'Gabe Lopez', sharedAfterEvent: 2, mayWorkPlan: true },
      unlocked,
      links,
    );
    expect(both.subject).toBe("Maria Lopez's family information is now open to you");
    expect(both.text).toContain('We are very sorry for your loss.');
    expect(both.text).toContain(
      'Maria shared 2 Family Guidebook entries with you for this time. They are now open to you in Nido: http://localhost:3000/family-guidebook',
    );
    expect(both.text).toContain(PLAN_READY);
    expect(both.text).toContain('Open the plan: http://localhost:3000/triggering-event');
    expect(both.text).toContain('recorded in the household');

    // Only an entry: no plan to work, so no word of one.
    const entry = eventUnlockedEmail(
      { name: 'Ana Lopez', sharedAfterEvent: 1, mayWorkPlan: false },
      unlocked,
      links,
    );
    expect(entry.text).toContain('Maria shared 1 Family Guidebook entry with you for this time.');
    expect(entry.text).not.toContain(PLAN_READY);
    expect(entry.text).toContain(
      'Open the Family Guidebook: http://localhost:3000/family-guidebook',
    );

    // Only the plan: nothing was shared with them, and the email does not say it was.
    const plan = eventUnlockedEmail(
      { name: 'Bo Keeper', sharedAfterEvent: 0, mayWorkPlan: true },
      { ...unlocked, kind: 'incapacity' },
      links,
    );
    expect(plan.subject).toBe("Maria Lopez's step-by-step plan is ready");
    expect(plan.text).not.toContain(SHARED);
    expect(plan.text).not.toContain('family-guidebook');
    expect(plan.text).toContain('ready for you to work through');
    expect(plan.text).toContain('they can lock their household from their own account');

    // A trusted contact with neither: the report has unlocked, nothing more.
    const contact = eventUnlockedEmail(
      { name: 'Jordan Lee', sharedAfterEvent: 0, mayWorkPlan: false },
      unlocked,
      links,
    );
    expect(contact.subject).toBe('The report about Maria Lopez has unlocked');
    expect(contact.text).toContain('so it has now unlocked');
    expect(contact.text).not.toContain(SHARED);
    expect(contact.text).not.toContain(PLAN_READY);
    expect(contact.text).not.toContain('family-guidebook');
    expect(contact.text).not.toContain('activity log');
    expect(contact.text).toContain('See the report: http://localhost:3000/triggering-event');
  });
});
