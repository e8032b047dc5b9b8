import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { forgetListCopies, readList } from './list-copies';

const ZList = z.object({ items: z.array(z.string()) });

function answer(status: number, body?: unknown, etag?: string): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: etag ? { ETag: etag, 'Content-Type': 'application/json' } : {},
  });
}

afterEach(() => {
  forgetListCopies();
  vi.unstubAllGlobals();
});

describe('readList', () => {
  it('sends the ETag it holds and keeps its copy, the very same object, on 304', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer(200, { items: ['a', 'b'] }, '"v1"'))
      .mockResolvedValueOnce(answer(304, undefined, '"v1"'))
      .mockResolvedValueOnce(answer(200, { items: ['c'] }, '"v2"'));
    vi.stubGlobal('fetch', fetch);

    const first = await readList('/things', ZList, (body) => body.items);
    expect(first).toEqual(['a', 'b']);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('If-None-Match')).toBeNull();

    const again = await readList('/things', ZList, (body) => body.items);
    expect(again).toBe(first);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBe('"v1"');

    expect(await readList('/things', ZList, (body) => body.items)).toEqual(['c']);
  });

  it('forgets every copy at sign-out', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer(200, { items: ['a'] }, '"v1"'))
      .mockResolvedValueOnce(answer(200, { items: ['a'] }, '"v1"'));
    vi.stubGlobal('fetch', fetch);
    await readList('/things', ZList, (body) => body.items);
    forgetListCopies();
    await readList('/things', ZList, (body) => body.items);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBeNull();
  });
});
