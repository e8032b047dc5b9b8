import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '@server/db/schema';
import type { MailMessage, Mailer } from '@server/platform/mail/mailer';
import { sendDueReminders } from '@server/modules/documents/expiry-reminders';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createTestApp, TEST_APP_URL, type TestApp } from '@test/harness/test-app';

let t: TestApp;
let dana: TestUser;
let lee: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  dana = await newUser(t, { fullName: 'Dana Cruz' });
  lee = await newUser(t, { fullName: 'Lee Park' });
});
afterAll(() => t.close());

// The job reads every household's documents, so each test starts from an empty table.
beforeEach(async () => {
  await t.database.db.delete(documents);
  t.mailer.sent.splice(0);
});

const MAY_1 = new Date('2026-05-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function addDocument(
  owner: TestUser,
  details: { name: string; category?: string; expiresOn: string | null },
): Promise<string> {
  const [row] = await t.database.db
    .insert(documents)
    .values({
      userId: owner.id,
      uploadedBy: owner.id,
      name: details.name,
      fileName: `${details.name}.pdf`,
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1234,
      objectKey: `${owner.id}/${randomUUID()}.pdf`,
      category: details.category ?? 'other',
      expiresOn: details.expiresOn,
    })
    .returning({ id: documents.id });
  return row!.id;
}

async function reminderSentAt(id: string): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ at: documents.reminderSentAt })
    .from(documents)
    .where(eq(documents.id, id));
  return row!.at;
}

const run = (now: Date, mailer: Mailer = t.mailer) =>
  sendDueReminders({ db: t.database.db, mailer, appUrl: TEST_APP_URL, now });

describe('document expiry reminders', () => {
  it('mails the owner once about a document 30 days from its date', async () => {
    const id = await addDocument(dana, {
      name: 'Home insurance',
      category: 'insurance_policy',
      expiresOn: '2026-05-31',
    });

    expect(await run(MAY_1)).toBe(1);
    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toBe(dana.email);
    expect(mail.subject).toBe('Reminder: "Home insurance" expires on May 31, 2026');
    expect(mail.text).toContain('Hi Dana,');
    expect(mail.text).toContain(
      '"Home insurance" (Insurance Policy) in your Nido document hub expires or is due for renewal on May 31, 2026.',
    );
    expect(mail.text).toContain(`Open the document hub: ${TEST_APP_URL}/nido-hub`);
    expect(await reminderSentAt(id)).toEqual(MAY_1);

    expect(await run(new Date(MAY_1.getTime() + 60 * 60 * 1000))).toBe(0);
    expect(await run(new Date(MAY_1.getTime() + 10 * DAY))).toBe(0);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('waits until a date is 30 days away, and never reminds about a past date', async () => {
    const later = await addDocument(dana, { name: 'Passport', expiresOn: '2026-06-01' });
    await addDocument(dana, { name: 'Old lease', expiresOn: '2026-04-30' });
    await addDocument(dana, { name: 'Will', category: 'will', expiresOn: null });

    expect(await run(MAY_1)).toBe(0);
    expect(await reminderSentAt(later)).toBeNull();

    expect(await run(new Date(MAY_1.getTime() + DAY))).toBe(1);
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual([
      'Reminder: "Passport" expires on June 1, 2026',
    ]);
  });

  it('counts a date as today until midnight UTC', async () => {
    await addDocument(dana, { name: 'Car registration', expiresOn: '2026-05-01' });
    // From midnight UTC on May 2 the date is past; at 23:59 UTC on May 1 it is still today.
    expect(await run(new Date('2026-05-02T00:00:00Z'))).toBe(0);
    expect(await run(new Date('2026-05-01T23:59:00Z'))).toBe(1);
  });

  it("mails each household's owner about their own documents", async () => {
    await addDocument(dana, { name: 'Trust deed', category: 'trust', expiresOn: '2026-05-20' });
    await addDocument(lee, {
      name: 'Life policy',
      category: 'insurance_policy',
      expiresOn: '2026-05-10',
    });

    expect(await run(MAY_1)).toBe(2);
    const byRecipient = Object.fromEntries(t.mailer.sent.map((mail) => [mail.to, mail]));
    expect(Object.keys(byRecipient).sort()).toEqual([dana.email, lee.email].sort());
    expect(byRecipient[dana.email]?.text).toContain('"Trust deed" (Trust)');
    expect(byRecipient[lee.email]?.text).toContain('Hi Lee,');
    expect(byRecipient[lee.email]?.text).toContain('"Life policy" (Insurance Policy)');
    expect(byRecipient[lee.email]?.text).not.toContain('Trust deed');
  });

  it('sends once when two runs race for the same documents', async () => {
    await addDocument(dana, { name: 'Deed', category: 'deed_or_title', expiresOn: '2026-05-15' });
    const counts = await Promise.all([run(MAY_1), run(MAY_1)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('tries again on the next run when the mail could not be sent', async () => {
    const id = await addDocument(dana, { name: 'Medical directive', expiresOn: '2026-05-15' });
    const failing: Mailer = {
      kind: 'smtp',
      send: (_message: MailMessage) => Promise.reject(new Error('SMTP is down')),
    };

    expect(await run(MAY_1, failing)).toBe(0);
    expect(await reminderSentAt(id)).toBeNull();

    const nextHour = new Date(MAY_1.getTime() + 60 * 60 * 1000);
    expect(await run(nextHour)).toBe(1);
    expect(await reminderSentAt(id)).toEqual(nextHour);
  });
});
