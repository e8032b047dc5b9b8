import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFamilyOverview } from '@shared/family/family-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { MemoryMailer } from '@test/harness/memory-mailer';
import { newUser, uniqueEmail, type TestUser } from '@test/harness/accounts';
import type { MailMessage } from '@server/platform/mail/mailer';

/** Delivers account mail, but refuses invitations while `down` is set. */
class FlakyMailer extends MemoryMailer {
  down = false;
  override send(message: MailMessage): Promise<void> {
    if (this.down && message.subject.includes('invited you'))
      return Promise.reject(new Error('SMTP is down'));
    return super.send(message);
  }
}

const mailer = new FlakyMailer();
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ mailer });
  // newUser reads verification links from t.mailer: point it at the flaky one.
  t = { ...t, mailer };
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

describe('an invitation whose email cannot be sent', () => {
  it('is not kept, so sending it again is not refused as already pending', async () => {
    const email = uniqueEmail('unlucky');
    const body = { inviteeName: 'Jordan Lee', inviteeEmail: email };
    mailer.down = true;
    expect((await owner.client.post('/api/family/invitations', body)).status).toBe(500);
    const { invitations } = (await (
      await owner.client.get('/api/family')
    ).json()) as TFamilyOverview;
    expect(invitations).toEqual([]);

    mailer.down = false;
    expect((await owner.client.post('/api/family/invitations', body)).status).toBe(201);
    expect(mailer.latestTo(email)?.subject).toBe(
      'Olivia Owner invited you to their family on Nido',
    );
  });
});
