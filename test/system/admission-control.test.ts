import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { admissionLimits } from '@server/http/admission-control';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t);
});
afterAll(() => t.close());

describe('admission control (issue 10, item 9)', () => {
  it('answers a burst beyond its limits with 503 and Retry-After, keeps the health check answering, and recovers', async () => {
    // The limits the app sizes for this database, not ones made up for the test.
    const { concurrency, queue } = admissionLimits(t.database.kind);
    const beyond = 40;
    const burst = Array.from({ length: concurrency + queue + beyond }, (_, index) =>
      user.client.get(index % 2 === 0 ? '/api/expenses' : '/api/dashboard'),
    );
    // Sent while every slot and place in the queue is taken.
    const health = t.request('/api/health');

    const answers = await Promise.all(burst);
    const refused = answers.filter((answer) => answer.status === 503);
    const served = answers.filter((answer) => answer.status === 200);
    expect(refused.length + served.length).toBe(answers.length);
    // At least those that found the queue full; a few more if they waited past the limit.
    expect(refused.length).toBeGreaterThanOrEqual(beyond);
    expect(served.length).toBeGreaterThanOrEqual(concurrency);
    for (const answer of refused) expect(answer.headers.get('Retry-After')).toBe('1');
    expect(await refused[0]?.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('busy') as string },
    });
    expect((await health).status).toBe(200);
    // Logged as load being shed, not as failures: an access line each, one warning with the count.
    const refusals = t.logs.records.filter((record) => record.status === 503);
    expect(refusals).toHaveLength(refused.length);
    for (const record of refusals)
      expect(record).toMatchObject({ level: 30, msg: 'request refused' });
    expect(t.logs.records.filter((record) => (record.level as number) >= 50)).toEqual([]);
    expect(
      t.logs.records.filter(
        (record) => record.msg === 'at capacity: refusing API requests with 503',
      ),
    ).toEqual([expect.objectContaining({ level: 40, refused: 1 })]);

    // Once the burst is over, requests are served again.
    const after = await user.client.get('/api/expenses');
    expect(after.status).toBe(200);
    expect(await after.json()).toHaveProperty('expenses');
  });
});
