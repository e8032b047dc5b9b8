import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as working', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      database: { status: string; kind: string };
    };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('ok');
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'unavailable' },
    });
  });
});

describe('migrations', () => {
  it('seed the payment_required switch as not enabled', async () => {
    const rows = await t.database.db.query.appConfig.findMany();
    expect(rows).toEqual([
      expect.objectContaining({ key: 'payment_required', value: { enabled: false } }),
    ]);
  });

  it('can run again without changing anything', async () => {
    await t.database.migrate();
    const rows = await t.database.db.query.appConfig.findMany();
    expect(rows).toHaveLength(1);
  });
});
