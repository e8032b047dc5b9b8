import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMailbox } from '@server/platform/mail/local-mailbox';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { STRONG_PASSWORD, uniqueEmail } from '@test/harness/accounts';

let folder: string;
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nido-devmail-'));
  t = await createTestApp({ mailer: new LocalMailbox(folder, 'Nido <no-reply@nido.family>') });
  production = await createTestApp({
    mailer: new LocalMailbox(folder, 'Nido <no-reply@nido.family>'),
    nodeEnv: 'production',
  });
});
afterAll(async () => {
  await t.close();
  await production.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('/dev/mail', () => {
  it('lists the local mailbox newest first and shows a message with clickable links', async () => {
    const email = uniqueEmail('mailbox');
    await new TestClient(t).post('/api/auth/sign-up', {
      fullName: 'Mia <b>Box</b>',
      email,
      password: STRONG_PASSWORD,
      acceptedTerms: true,
    });
    const list = await t.request('/dev/mail');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(email);
    const messagePath = /href="(\/dev\/mail\/[0-9]+-[0-9a-f]+)"/.exec(listHtml)?.[1] ?? '';
    const message = await (await t.request(messagePath)).text();
    expect(message).toContain('Confirm your email for Nido');
    expect(message).toMatch(
      /href="http:\/\/localhost:3000\/email-confirmed\?token=[A-Za-z0-9_-]+&amp;type=signup"/,
    );
    expect(message).toContain('Hi Mia,');
  });

  it('answers 404 for unknown messages', async () => {
    expect((await t.request('/dev/mail/1234567890123-00000000')).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const response = await production.request('/dev/mail');
    expect(response.status).not.toBe(200);
  });
});
