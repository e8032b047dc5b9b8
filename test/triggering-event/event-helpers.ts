import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createLogger } from '@server/logger';
import { sessions, users } from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import type { Mailer } from '@server/platform/mail/mailer';
import { runEventJob, type EventJobResult } from '@server/modules/triggering-event/event-job';
import type {
  TEventHousehold,
  TEventOverview,
  TReportEventInput,
  TTriggerEvent,
  TTrustedContact,
  TTrustedContactInput,
} from '@shared/triggering-event/event-schemas';
import type { TestUser } from '@test/harness/accounts';
import { TEST_APP_URL, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';

const HOUR = 60 * 60 * 1000;

/** The app's fake clock: starts at real time (sessions are stamped on it) and only moves forward. */
export function fakeClock() {
  let current = new Date();
  const advanceHours = (hours: number): Date => {
    current = new Date(current.getTime() + hours * HOUR);
    return current;
  };
  return {
    now: () => current,
    advanceHours,
    advanceMinutes: (minutes: number) => advanceHours(minutes / 60),
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;

/** The owner names a connected member as a trusted contact (it must succeed). */
export async function nameContact(
  owner: TestUser,
  contact: TestUser,
  input: Omit<TTrustedContactInput, 'contactUserId'> = {},
): Promise<TTrustedContact> {
  const response = await owner.client.post('/api/triggering-event/contacts', {
    contactUserId: contact.id,
    ...input,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { contact: TTrustedContact }).contact;
}

export function postReport(reporter: TestUser, input: TReportEventInput): Promise<Response> {
  return reporter.client.post('/api/triggering-event/events', input);
}

/** A trusted contact reports the owner's death (or incapacity); it must succeed. */
export async function reportEvent(
  reporter: TestUser,
  owner: TestUser,
  input: Partial<TReportEventInput> = {},
): Promise<TTriggerEvent> {
  const response = await postReport(reporter, {
    ownerId: owner.id,
    kind: 'death',
    eventDate: '2026-01-15',
    ...input,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { event: TTriggerEvent }).event;
}

export async function overviewOf(user: TestUser): Promise<TEventOverview> {
  const response = await user.client.get('/api/triggering-event');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TEventOverview;
}

/** One household's card in the reader's overview (it must be there). */
export async function householdCard(reader: TestUser, owner: TestUser): Promise<TEventHousehold> {
  const card = (await overviewOf(reader)).households.find(
    (household) => household.ownerId === owner.id,
  );
  expect(card, `${reader.fullName} sees ${owner.fullName}'s household`).toBeDefined();
  return card!;
}

/**
 * Makes the user's sessions look signed into at `at` (the fake clock's time), as a sign-in then
 * would have: a stop or re-lock needs one at most 15 minutes old.
 */
export async function signedInAt(t: TestApp, user: TestUser, at: Date): Promise<void> {
  await t.database.db.update(sessions).set({ createdAt: at }).where(eq(sessions.userId, user.id));
}

export async function setEmailVerified(t: TestApp, user: TestUser, verified: boolean) {
  await t.database.db.update(users).set({ emailVerified: verified }).where(eq(users.id, user.id));
}

/** One run of the scheduled job at `now`, as the server runs it. */
export function runJob(t: TestApp, now: Date, mailer: Mailer = t.mailer): Promise<EventJobResult> {
  return runEventJob({
    db: t.database.db,
    cipher: createFieldCipher(TEST_ENCRYPTION_KEY),
    mailer,
    appUrl: TEST_APP_URL,
    logger: createLogger({ logLevel: 'debug' }, t.logs),
    now,
  });
}

/** The mail sent to an address since `from` (an index into the mailer's list). */
export function mailsTo(t: TestApp, address: string, from = 0) {
  return t.mailer.sent.slice(from).filter((mail) => mail.to === address);
}
