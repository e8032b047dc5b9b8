import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '@test/harness/client';
import { createTestApp, type TestApp } from '@test/harness/test-app';

// Issue 35, item 3: a failed statement's error (drizzle's "Failed query: … params: …", the
// database's detail) went to the log whole: names, emails and answers in clear. The log keeps
// the SQLSTATE and the names of what failed, never a value.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A rule the app does not know about, so a real statement of a real route fails.
  await t.database.db.execute(
    sql`alter table waitlist_entries add constraint waitlist_test_refuses_zed check (name not like 'Zed%')`,
  );
});
afterAll(() => t.close());

describe('a statement that fails', () => {
  it('is logged by its code and names, without the record it carried', async () => {
    const logged = t.logs.lines.length;
    const response = await new TestClient(t).post('/api/waitlist', {
      name: 'Zed Quillfeather',
      email: 'zed.quill@example.com',
      age: 61,
      country: 'CA',
    });
    expect(response.status).toBe(500);

    const lines = t.logs.records.slice(logged);
    const failure = lines.find((line) => line.msg === 'unhandled error') as {
      err: { database: Record<string, unknown> };
    };
    expect(failure.err.database).toMatchObject({
      code: '23514',
      constraint: 'waitlist_test_refuses_zed',
      table: 'waitlist_entries',
      statement: 'insert into waitlist_entries',
    });
    const text = t.logs.lines.slice(logged).join('');
    for (const value of ['Zed', 'Quillfeather', 'zed.quill@example.com', 'params', 'Failed query'])
      expect(text).not.toContain(value);
  });
});
