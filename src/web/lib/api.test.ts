import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

/** The RequestInit each call to fetch was given. */
function recordFetch(): RequestInit[] {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api keepalive', () => {
  it('sends a small write with keepalive, so a save as the page goes away is not cancelled', async () => {
    const calls = recordFetch();
    await api('/legal-documents/1', { method: 'PATCH', body: { answers: { name: 'Alex' } } });
    expect(calls[0]?.keepalive).toBe(true);
  });

  it('does not use keepalive for reads, nor for a write above the browser’s quota', async () => {
    const calls = recordFetch();
    await api('/expenses');
    await api('/documents', { method: 'POST', body: { text: 'x'.repeat(60 * 1024) } });
    expect(calls.map((init) => init.keepalive)).toEqual([false, false]);
  });
});
