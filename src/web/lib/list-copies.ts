import type { z } from 'zod';
import { apiResponse } from './api';

/**
 * The last answer of each household list the app read, with its ETag, kept in memory only (the
 * API's answers are `no-store`, so nothing of a household's data is written to the disk cache).
 * Reading a list again sends If-None-Match; an unchanged list answers 304 with no body, and the
 * copy is used as it was: the same object, so nothing re-renders.
 */
const copies = new Map<string, { etag: string; value: unknown }>();

export async function readList<S extends z.ZodType, T>(
  path: string,
  schema: S,
  toValue: (body: z.infer<S>) => T,
): Promise<T> {
  const copy = copies.get(path);
  const response = await apiResponse(path, copy ? { ifNoneMatch: copy.etag } : {});
  if (response.status === 304 && copy) return copy.value as T;
  const value = toValue(schema.parse(await response.json()));
  const etag = response.headers.get('etag');
  if (etag) copies.set(path, { etag, value });
  else copies.delete(path);
  return value;
}

/** A list that came another way (with the page's first screen): its next read is conditional. */
export function rememberListCopy(path: string, etag: string | null, value: unknown): void {
  if (etag) copies.set(path, { etag, value });
}

/** Sign-out: nothing of the household stays in memory. */
export function forgetListCopies(): void {
  copies.clear();
}
