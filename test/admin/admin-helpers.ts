import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles, subscriptions, users } from '@server/db/schema';
import { newUser, STRONG_PASSWORD, uniqueEmail, type TestUser } from '@test/harness/accounts';
import type { TestApp } from '@test/harness/test-app';

/**
 * A verified account given the admin role the way `nido create-admin` gives it, then signed in
 * (the role is read when the session is). It belongs to no household but its own.
 */
export async function newAdmin(t: TestApp, fullName = 'Ada Admin'): Promise<TestUser> {
  const admin = await newUser(t, { fullName, signedIn: false });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
  const signIn = await admin.client.post('/api/auth/sign-in', {
    email: admin.email,
    password: STRONG_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const id = ((await signIn.json()) as { user: { id: string } }).user.id;
  return { ...admin, id };
}

export type PersonShape = {
  registeredAt: Date;
  verified?: boolean;
  onboardedAt?: Date | null;
  subscription?: {
    planType: string;
    status: string;
    stripeSubscriptionId?: string;
    stripePaymentIntentId?: string;
  } | null;
};

/**
 * Someone who registered at `registeredAt` and got as far as the shape says, written straight
 * into the tables the report counts (the account, its profile, its subscription row).
 */
export async function insertPerson(t: TestApp, shape: PersonShape): Promise<string> {
  const db = t.database.db;
  const email = uniqueEmail('funnel');
  const [user] = await db
    .insert(users)
    .values({
      name: 'Funnel Person',
      email,
      emailVerified: shape.verified ?? false,
      createdAt: shape.registeredAt,
      updatedAt: shape.registeredAt,
    })
    .returning({ id: users.id });
  const id = user!.id;
  await db.insert(profiles).values({ id, email, onboardingCompletedAt: shape.onboardedAt ?? null });
  if (shape.subscription)
    await db.insert(subscriptions).values({ userId: id, ...shape.subscription });
  return id;
}

/** The instant `minutes` after another. */
export function minutesAfter(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
