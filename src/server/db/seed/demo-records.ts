import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { properties, type assets, type investmentAccounts } from '../schema';

/** The id of the owner's record with this name (the demo made it moments before). */
export async function demoRecordId(
  db: Database,
  ownerId: string,
  table: typeof assets | typeof investmentAccounts,
  accountName: string,
): Promise<string> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, ownerId), eq(table.accountName, accountName)));
  if (!row) throw new Error(`The demo household has no account named ${accountName}.`);
  return row.id;
}

export async function demoHomeId(db: Database, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), eq(properties.name, 'Bluebonnet house')));
  if (!row) throw new Error('The demo household has no Bluebonnet house.');
  return row.id;
}
