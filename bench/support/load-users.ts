import path from 'node:path';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { createAuth } from '../../src/server/auth/auth';
import { createLogger } from '../../src/server/logger';
import { createFieldCipher } from '../../src/server/platform/crypto/field-encryption';
import { createDemoUser } from '../../src/server/db/seed/create-demo-user';
import { seedDemoHousehold } from '../../src/server/db/seed/demo-household';

const SEED_CONCURRENCY = 4;

export type LoadUsersOptions = {
  /** PostgreSQL, or PGlite in `DATA_DIR/db` (where the server will open it) when absent. */
  databaseUrl?: string;
  dataDir: string;
  appUrl: string;
  authSecret: string;
  encryptionKey: Buffer;
  users: number;
  obligationsEach: number;
};

/**
 * Verified, onboarded accounts, each with a small household of its own, signed in: the session
 * cookie of each. Made directly on the database (before the server starts, as PGlite allows one
 * process), through better-auth like any registration, because signing 200 people in over HTTP
 * from one address would meet the per-address sign-in limit.
 */
export async function createSignedInUsers(options: LoadUsersOptions): Promise<string[]> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(path.join(options.dataDir, 'db'));
  try {
    await database.migrate();
    const auth = createAuth({
      db: database.db,
      appUrl: options.appUrl,
      authSecret: options.authSecret,
      mailer: { kind: 'local', send: () => Promise.resolve() },
      logger: createLogger({ logLevel: 'warn' }),
    });
    const cipher = createFieldCipher(options.encryptionKey);
    const cookies: string[] = [];
    let next = 0;
    // A few at a time: the password hashing runs in libuv's threads, beside the queries.
    const worker = async () => {
      while (next < options.users) {
        const index = next;
        next += 1;
        const user = await createDemoUser(auth, database.db);
        await seedDemoHousehold(database.db, cipher, user.id, {
          obligations: options.obligationsEach,
          seed: index + 1,
        });
        const { headers } = await auth.api.signInEmail({
          body: { email: user.email, password: user.password, rememberMe: true },
          returnHeaders: true,
        });
        const cookie = headers
          .getSetCookie()
          .find((value) => value.includes('session_token='))
          ?.split(';')[0];
        if (!cookie) throw new Error(`No session cookie for ${user.email}`);
        cookies[index] = cookie;
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
    return cookies;
  } finally {
    await database.close();
  }
}
