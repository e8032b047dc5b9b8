import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedStatementOf, statementName } from './failed-statement';

/** PGlite starts in a second or two; several at once on a busy 2-core machine take longer. */
const PGLITE_START_MS = 60_000;

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client });
  await db.execute(
    sql`create table people (id serial primary key, name text not null, email text not null constraint people_email_key unique)`,
  );
  await db.execute(sql`insert into people (name, email) values ('Ann Lee', 'ann@example.com')`);
}, PGLITE_START_MS);
afterAll(() => client.close());

/** The error a real statement fails with, through drizzle as the app runs them. */
async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('failedStatementOf', () => {
  it('names a NUL byte refused by the database without the values', async () => {
    const error = await failureOf(
      db.execute(
        sql`insert into people (name, email) values (${'Bo\u0000b'}, ${'bob@example.com'})`,
      ),
    );
    expect(String((error as Error).message)).toContain('bob@example.com');
    const failed = failedStatementOf(error);
    expect(failed).toMatchObject({
      code: '22021',
      severity: 'ERROR',
      statement: 'insert into people',
    });
    expect(JSON.stringify(failed)).not.toMatch(/Bo|bob@example\.com/);
  });

  it('names a unique violation by its constraint, never by the value its detail quotes', async () => {
    const error = await failureOf(
      db.execute(sql`insert into people (name, email) values (${'Ann'}, ${'ann@example.com'})`),
    );
    const failed = failedStatementOf(error);
    expect(failed).toMatchObject({
      code: '23505',
      constraint: 'people_email_key',
      table: 'people',
      statement: 'insert into people',
    });
    expect(JSON.stringify(failed)).not.toContain('ann@example.com');
  });

  it('is null for an error that no statement raised', () => {
    expect(failedStatementOf(new Error('ENOENT: no such file'))).toBeNull();
    expect(failedStatementOf(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBeNull();
  });
});

describe('statementName', () => {
  it.each([
    [
      'insert into "waitlist_entries" ("id", "name") values (default, $1)',
      'insert into waitlist_entries',
    ],
    ['update "expenses" set "vendor" = $1 where "id" = $2', 'update expenses'],
    ['delete from "documents" where "id" = $1', 'delete from documents'],
    ['select "id", "name" from "people" where "email" = $1', 'select from people'],
    ['with x as (select 1) select * from "public"."t"', 'with … from public.t'],
    ['select 1', 'select'],
    ['vacuum', null],
  ])('%s → %s', (statement, name) => {
    expect(statementName(statement)).toBe(name);
  });
});
