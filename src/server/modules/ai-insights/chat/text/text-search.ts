import MiniSearch, { type Query } from 'minisearch';
import { normalizeText } from './normalize';
import { STOPWORDS } from './stopwords';
import { synonymsOf } from './synonyms';

/** A text to search: a document (its name, tags and extracted text) or a guidebook entry. */
export type SearchEntry = { key: string; title: string; text: string; tags: string };

export type SearchHit = { key: string; score: number; terms: string[] };

/** Hits scoring under this share of the best are noise ("the" in a long text). */
const RELATIVE_SCORE_FLOOR = 0.5;
const MAX_HITS = 3;

/**
 * BM25 search (minisearch) over a handful of texts, built per question: document titles count
 * double, typos are forgiven (fuzzy 0.2) and a word also finds its synonyms ("car" finds a text
 * about the "auto" title). Every word must match (each through itself or a synonym); if nothing
 * does, any word may.
 */
export function searchTexts(
  entries: readonly SearchEntry[],
  words: readonly string[],
): SearchHit[] {
  if (entries.length === 0 || words.length === 0) return [];
  const index = new MiniSearch<SearchEntry>({
    idField: 'key',
    fields: ['title', 'text', 'tags'],
    processTerm: (term) => {
      const normalized = normalizeText(term);
      return normalized && !STOPWORDS.has(normalized) ? normalized : null;
    },
  });
  index.addAll(entries);
  const options = {
    boost: { title: 2, tags: 1.5 },
    fuzzy: 0.2,
    prefix: (term: string) => term.length > 3,
  };
  const wordQueries: Query[] = words.map((word) => ({
    combineWith: 'OR',
    queries: [word, ...synonymsOf(word)],
  }));
  let results = index.search({ combineWith: 'AND', queries: wordQueries }, options);
  if (results.length === 0)
    results = index.search({ combineWith: 'OR', queries: wordQueries }, options);
  const best = results[0]?.score ?? 0;
  return results
    .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
    .slice(0, MAX_HITS)
    .map((result) => ({ key: String(result.id), score: result.score, terms: result.terms }));
}

/** The sentence of `text` that holds one of the matched terms, for quoting; null if none does. */
export function sentenceWith(text: string, terms: readonly string[]): string | null {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const found = sentences.find((sentence) => {
    const words = new Set(normalizeText(sentence).split(' '));
    return terms.some(
      (term) => words.has(term) || [...words].some((word) => word.startsWith(term)),
    );
  });
  if (!found) return null;
  return found.length > 240 ? `${found.slice(0, 237)}…` : found;
}
