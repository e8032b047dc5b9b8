import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor';
import type { AppEnv } from '../../http/context';
import { handleError } from '../../http/error-handler';
import {
  STATEMENT_IMPORTS_AT_ONCE,
  STATEMENT_IMPORTS_SERVER_WIDE,
  STATEMENT_IMPORT_RETRY_AFTER_SECONDS,
  statementReadingSlots,
} from './reading-slots';

/** An app whose imports wait until let go, so the test decides how many run at once. */
function importingApp() {
  const waiting: (() => void)[] = [];
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('requestId', 'r');
    c.set('actor', { userId: c.req.header('x-person') ?? 'ann' } as Actor);
    await next();
  });
  app.post('/detect', statementReadingSlots(), async (c) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return c.text('read');
  });
  const post = async (person: string) =>
    app.request('/detect', { method: 'POST', headers: { 'x-person': person } });
  const letAllGo = () => waiting.splice(0).forEach((resolve) => resolve());
  /** Until `count` imports are being read (holding their slots). */
  async function reading(count: number) {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { post, letAllGo, reading };
}

describe('statementReadingSlots', () => {
  it("refuses a person's import beyond their share with 429, and takes it once one ends", async () => {
    const { post, letAllGo, reading } = importingApp();
    const running = Array.from({ length: STATEMENT_IMPORTS_AT_ONCE }, () => post('ann'));
    await reading(STATEMENT_IMPORTS_AT_ONCE);
    const refused = await post('ann');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(STATEMENT_IMPORT_RETRY_AFTER_SECONDS));
    letAllGo();
    expect((await Promise.all(running)).map((response) => response.status)).toEqual(
      running.map(() => 200),
    );
    const again = post('ann');
    await reading(1);
    letAllGo();
    expect((await again).status).toBe(200);
  });

  it('answers 503 when the server reads as many as it takes, whoever asks', async () => {
    const { post, letAllGo, reading } = importingApp();
    const people = Array.from({ length: STATEMENT_IMPORTS_SERVER_WIDE }, (_, index) => `p${index}`);
    const running = people.map((person) => post(person));
    await reading(people.length);
    const refused = await post('someone-else');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe(String(STATEMENT_IMPORT_RETRY_AFTER_SECONDS));
    letAllGo();
    await Promise.all(running);
  });
});
