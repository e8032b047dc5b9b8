import MiniSearch, { type Query } from 'minisearch';
import { normalizeText } from './normalize';
import { STOPWORDS } from './stopwords';
import { synonymsOf } from './synonyms';

/** A text to search: a document (its name, tags and extracted text) or a guidebook entry. */
export type SearchEntry = { key: string; title: string; text: string; tags: string };

export type SearchHit = { key: string; score: number; terms: string[] };
export type SearchResult = { hits: SearchHit[]; unmatchedWords: string[] };

/** Hits scoring under this share of the best of their kind are noise. */
const RELATIVE_SCORE_FLOOR = 0.5;
/** How many documents and how many guidebook entries an answer quotes at most. */
const MAX_HITS: Record<string, number> = { document: 2, guidebook: 1 };

/**
 * BM25 search (minisearch) over a handful of texts, built per question: titles count double,
 * typos are forgiven (fuzzy 0.2) and a word also finds its synonyms ("car" finds a text about
 * the "auto" title). Every word must be found (through itself or a synonym): a word found
 * nowhere ("boat" title) is reported, never answered with a different title. The best documents
 * and the best guidebook entry are kept apart, so a note saying where a paper is kept is not
 * crowded out by the scan's title.
 */
export function searchTexts(
  entries: readonly SearchEntry[],
  words: readonly string[],
): SearchResult {
  if (entries.length === 0 || words.length === 0) return { hits: [], unmatchedWords: [...words] };
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
  const wordQueries = words.map((word): Query => ({
    combineWith: 'OR',
    queries: [word, ...synonymsOf(word)],
  }));
  const unmatchedWords = words.filter(
    (_, position) => index.search(wordQueries[position] as Query, options).length === 0,
  );
  if (unmatchedWords.length > 0) return { hits: [], unmatchedWords };
  const results = index.search({ combineWith: 'AND', queries: wordQueries }, options);
  const hits: SearchHit[] = [];
  for (const [kind, max] of Object.entries(MAX_HITS)) {
    const ofKind = results.filter((result) => String(result.id).startsWith(`${kind}:`));
    const best = ofKind[0]?.score ?? 0;
    hits.push(
      ...ofKind
        .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
        .slice(0, max)
        .map((result) => ({ key: String(result.id), score: result.score, terms: result.terms })),
    );
  }
  return { hits: hits.sort((a, b) => b.score - a.score), unmatchedWords: [] };
}

/** The sentence of `text` holding the most of the matched terms, for quoting; null if none. */
/** A whole entry is quoted when it is this short; a longer one by its best sentences. */
export const QUOTE_WHOLE = 320;

export function sentenceWith(text: string, terms: readonly string[]): string | null {
  const sentences = text
    // A full stop after Dr, Mr, St… does not end the sentence.
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Ave|Jr|Sr|No|Inc)\.)(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences
    .map((sentence, position) => {
      const words = normalizeText(sentence).split(' ');
      const count = terms.filter((term) => words.some((word) => word.startsWith(term))).length;
      return { sentence, position, count };
    })
    .filter((each) => each.count > 0)
    .sort((a, b) => b.count - a.count || a.position - b.position);
  const [first, second] = scored;
  if (!first) return null;
  // One sentence that holds every term says it; otherwise the two that hold most, in order.
  const picked = first.count === terms.length || !second ? [first] : [first, second];
  const found = picked
    .sort((a, b) => a.position - b.position)
    .map((each) => each.sentence)
    .join(' ');
  return found.length > 240 ? `${found.slice(0, 237)}…` : found;
}
