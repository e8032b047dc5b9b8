import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMailbox } from '@server/platform/mail/local-mailbox';
import { createTestApp, TEST_APP_URL, type TestApp } from '@test/harness/test-app';
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

/** A request as it arrives over TCP from `remoteAddress` (the in-process default has no socket). */
function fromAddress(
  app: TestApp,
  remoteAddress: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.app.request(
      new URL(pathname, TEST_APP_URL).toString(),
      { headers },
      {
        incoming: { socket: { remoteAddress } },
      },
    ),
  );
}

describe('/dev/mail', () => {
  it('lists the local mailbox newest first and shows a message with clickable links', async () => {
    const email = uniqueEmail('mailbox');
    await new TestClient(t).post('/api/auth/sign-up', {
      fullName: 'Mia <b>Box</b>',
      email,
      password: STRONG_PASSWORD,
      acceptedTerms: true,
    });
    const list = await fromAddress(t, '127.0.0.1', '/dev/mail');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(email);
    const messagePath = /href="(\/dev\/mail\/[0-9]+-[0-9a-f]+)"/.exec(listHtml)?.[1] ?? '';
    const message = await (await fromAddress(t, '::1', messagePath)).text();
    expect(message).toContain('Confirm your email for Nido');
    expect(message).toMatch(
      /href="http:\/\/localhost:3000\/email-confirmed\?token=[A-Za-z0-9_-]+&amp;type=signup"/,
    );
    expect(message).toContain('Hi Mia,');
  });

  it('answers 404 for unknown messages', async () => {
    expect((await fromAddress(t, '127.0.0.1', '/dev/mail/1234567890123-00000000')).status).toBe(
      404,
    );
  });

  it('is not shown to anyone but a browser on this machine', async () => {
    const email = uniqueEmail('victim');
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    for (const address of ['192.168.1.20', '10.0.0.5', '::ffff:203.0.113.9', '2001:db8::1']) {
      const response = await fromAddress(t, address, '/dev/mail');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Local mailbox');
    }
    // A reverse proxy on this machine forwards someone else's request.
    const proxied = await fromAddress(t, '127.0.0.1', '/dev/mail', {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(proxied.status).toBe(404);
    const message = await fromAddress(t, '10.0.0.5', '/dev/mail/1234567890123-00000000');
    expect(message.status).toBe(404);
    // Without a socket at all (nothing known about the peer) it is refused too.
    expect((await t.request('/dev/mail')).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const response = await fromAddress(production, '127.0.0.1', '/dev/mail');
    expect(response.status).not.toBe(200);
  });
});
