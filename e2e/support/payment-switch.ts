import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite } from '@server/db/client';
import { appConfig } from '@server/db/schema';

/**
 * Turns spec §3's `payment_required` on in a data folder no server is using yet, as an operator
 * would with the database stopped: the migrations create the switch (off), then it is set on.
 * For useOwnServer's `prepare`.
 */
export async function requirePayment(dataDir: string): Promise<void> {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    await database.migrate();
    await database.db
      .update(appConfig)
      .set({ value: { enabled: true }, updatedAt: new Date() })
      .where(eq(appConfig.key, 'payment_required'));
  } finally {
    await database.close();
  }
}
