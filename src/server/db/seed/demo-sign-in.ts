import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import type { Auth } from '../../auth/auth';

/** A sign-in the demo made, as the command prints it. */
export type DemoSignIn = { id: string; who: string; email: string; password: string };

/**
 * A verified account created through better-auth like any registration (so the password is
 * hashed, and the profile made, the same way). The address carries the run's suffix, so running
 * the demo twice on one database makes a second household rather than failing.
 */
export async function createDemoSignIn(
  auth: Auth,
  db: Database,
  person: { who: string; name: string; localPart: string; suffix: string },
): Promise<DemoSignIn> {
  const email = `${person.localPart}-${person.suffix}@nido.family`;
  const password = `Nido-Demo-${randomBytes(4).toString('hex')}!`;
  const { user } = await auth.api.signUpEmail({ body: { name: person.name, email, password } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { id: user.id, who: person.who, email, password };
}

/** The suffix one demo run gives all its addresses. */
export function demoRunSuffix(): string {
  return randomBytes(3).toString('hex');
}
