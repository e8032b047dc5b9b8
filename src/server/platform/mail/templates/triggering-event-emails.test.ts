import { describe, expect, it } from 'vitest';
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

  it('tells the reporter the report was stopped, and each person what opened', () => {
    const stopped = eventStoppedEmail(
      { name: 'Jordan Lee' },
      { ownerName: 'Maria Lopez', kind: 'death', reportedAt: notice.reportedAt },
      'http://localhost:3000/triggering-event',
    );
    expect(stopped.subject).toBe('Maria Lopez has stopped the report');
    expect(stopped.text).toContain('Nothing in their household was opened.');

    const unlocked = eventUnlockedEmail(
      { name: 'Gabe Lopez' },
      {
        ownerName: 'Maria Lopez',
        kind: 'death',
        reporterName: 'Jordan Lee',
        eventDate: '2026-03-02',
      },
      {
        planUrl: 'http://localhost:3000/triggering-event',
        guidebookUrl: 'http://localhost:3000/family-guidebook',
      },
    );
    expect(unlocked.text).toContain('We are very sorry for your loss.');
    expect(unlocked.text).toContain('http://localhost:3000/family-guidebook');
    expect(unlocked.text).toContain('Open the plan: http://localhost:3000/triggering-event');
  });
});
