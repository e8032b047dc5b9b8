import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it.each(['/api/health', '/', '/some/page'])('are on %s', async (path) => {
    const response = await t.request(path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never allow inline or evaluated script', async () => {
    const csp = (await t.request('/')).headers.get('content-security-policy') ?? '';
    const scriptSources = directives(csp).get('script-src') ?? '';
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(scriptSources).not.toContain('unsafe-eval');
  });

  it('send HSTS only over https', async () => {
    expect((await t.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await proxied.request('/api/health', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('ignore X-Forwarded-Proto unless the proxy is trusted', async () => {
    const response = await t.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('mark every API response no-store, errors included', async () => {
    expect((await t.request('/api/health')).headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/api/does-not-exist')).headers.get('cache-control')).toBe('no-store');
  });
});
