import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@server/db/schema';
import { formatMoment } from '@server/platform/mail/templates/triggering-event-emails';
import { timeZoneOfState } from '@server/platform/time/state-time-zones';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { fakeClock, mailsTo, nameContact, reportEvent } from './event-helpers';

// Issue 40: the emails name times in the household's zone, that of most of its home state.
const clock = fakeClock();
let t: TestApp;
let owner: TestUser;
let unlocker: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp({ now: clock.now });
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  unlocker = await newGuest(t, owner, 'Gabe Lopez');
  await nameContact(owner, unlocker, { waitHours: 3 });
}, 120_000);
afterAll(() => t.close());

describe('the owner’s notice', () => {
  it('names the report and the unlock in the household’s home-state zone', async () => {
    await t.database.db.update(profiles).set({ homeState: 'IL' }).where(eq(profiles.id, owner.id));
    const sentBefore = t.mailer.sent.length;
    const event = await reportEvent(unlocker, owner);

    const [mail] = mailsTo(t, owner.email, sentBefore);
    const central = timeZoneOfState('IL');
    expect(mail?.text).toContain(`On ${formatMoment(new Date(event.reportedAt), central)},`);
    expect(mail?.text).toContain(`on ${formatMoment(new Date(event.unlocksAt), central)} (after`);
    expect(mail?.text).toContain('(Central time)');
    expect(mail?.text).not.toContain('UTC');
  });
});
