import type { TAiSource } from '@shared/ai-insights/ai-schemas';

/**
 * The records every grounded answer used, each once, in first-seen order. A record is its kind
 * and id; a whole screen (id null) is its kind and link, so two different totals both stay.
 */
export function mergeSources(lists: readonly (readonly TAiSource[])[]): TAiSource[] {
  const seen = new Map<string, TAiSource>();
  for (const source of lists.flat()) {
    const key = `${source.kind}\u0000${source.id ?? `href:${source.href}`}`;
    if (!seen.has(key)) seen.set(key, source);
  }
  return [...seen.values()];
}
