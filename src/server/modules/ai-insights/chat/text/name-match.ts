import Fuse from 'fuse.js';
import { allowedEdits, editDistance } from './edit-distance';
import type { Question } from './question';
import { STOPWORDS } from './stopwords';
import { synonymsOf } from './synonyms';

/** A record and the normalized words it can be called by. */
export type Named<T> = { item: T; words: readonly string[] };

export type NameMatch<T> = {
  /** The records that match the most of the question's words (all of them when one does). */
  items: T[];
  /** The question's words that matched a record, as the record spells them. */
  matchedWords: string[];
  /** The question's words that matched nothing ("couldn't find …"). */
  unmatchedWords: string[];
  /** Whether the matched records hold every matched word (false when no one record does). */
  complete: boolean;
};

/** One wrong or missing letter in six ("camery") scores about 0.17; unrelated words score > 0.5. */
const MAX_NAME_SCORE = 0.34;
const MIN_FUZZY_LENGTH = 5;
/** Fuse finds up to this many near words; the closest by edits wins. */
const FUZZY_CANDIDATES = 5;

/**
 * Which records a question's words name. Each word is looked up exactly, then through the
 * synonyms, then singular, then fuzzily (fuse.js) for typos such as "verison" or "camery". A record
 * scores one point per question word it contains; the best-scoring records are the answer, so
 * "Austin Energy" beats an address in Austin, and "Camry and Honda" keeps both vehicles.
 */
export function matchNames<T>(
  words: readonly string[],
  named: readonly Named<T>[],
  { listed = false }: { listed?: boolean } = {},
): NameMatch<T> {
  const index = new Map<string, number[]>();
  named.forEach((entry, position) => {
    for (const word of new Set(entry.words)) {
      if (STOPWORDS.has(word)) continue;
      const positions = index.get(word);
      if (positions) positions.push(position);
      else index.set(word, [position]);
    }
  });
  const resolve = (word: string): string[] => {
    if (index.has(word)) return [word];
    const related = synonymsOf(word).filter((other) => index.has(other));
    if (related.length > 0) return related;
    if (word.endsWith('s') && index.has(word.slice(0, -1))) return [word.slice(0, -1)];
    // "Cell phones": the singular's synonyms ("wireless").
    const singularRelated = word.endsWith('s')
      ? synonymsOf(word.slice(0, -1)).filter((other) => index.has(other))
      : [];
    if (singularRelated.length > 0) return singularRelated;
    if (word.length < MIN_FUZZY_LENGTH || /^\d+$/.test(word)) return [];
    // Fuse looks only among words that could be this one mistyped: same first letter, about
    // the same length; a household with 5,000 vendors has tens of thousands of words.
    const pool = [...index.keys()].filter(
      (candidate) => candidate[0] === word[0] && Math.abs(candidate.length - word.length) <= 2,
    );
    const fuzzy = new Fuse(pool, {
      includeScore: true,
      threshold: MAX_NAME_SCORE,
      ignoreLocation: true,
    });
    // A typo keeps the first letter and is an edit or two away; "hand" is not "honda".
    const near = fuzzy
      .search(word, { limit: FUZZY_CANDIDATES })
      .filter((found) => (found.score ?? 1) <= MAX_NAME_SCORE && found.item[0] === word[0])
      .map((found) => ({ word: found.item, edits: editDistance(word, found.item) }))
      .filter((found) => found.edits <= allowedEdits(word.length))
      .sort((a, b) => a.edits - b.edits);
    return near[0] ? [near[0].word] : [];
  };

  const scores = new Map<number, number>();
  const hits: Set<number>[] = [];
  const matchedWords: string[] = [];
  const unmatchedWords: string[] = [];
  for (const word of new Set(words)) {
    // "Phones plus internet": the word joining the names is none of them.
    if (JOINS_NAMES.has(word)) continue;
    const alternatives = resolve(word);
    if (alternatives.length === 0) {
      unmatchedWords.push(word);
      continue;
    }
    matchedWords.push(alternatives[0] as string);
    const hit = new Set(alternatives.flatMap((alternative) => index.get(alternative) ?? []));
    hits.push(hit);
    for (const position of hit) scores.set(position, (scores.get(position) ?? 0) + 1);
  }
  const best = Math.max(0, ...scores.values());
  // "Piano, soccer and her 529 contribution": a list names each of its records, so each word's
  // best records count, not only the one that holds the most words ("529 contribution").
  const bestOf = (positions: ReadonlySet<number>) => {
    const top = Math.max(...[...positions].map((position) => scores.get(position) ?? 0));
    return [...positions].filter((position) => scores.get(position) === top);
  };
  const chosen = listed
    ? new Set(hits.flatMap(bestOf))
    : new Set([...scores].filter(([, score]) => score === best).map(([position]) => position));
  const items = best === 0 ? [] : named.filter((_, position) => chosen.has(position));
  return {
    items: items.map((entry) => entry.item),
    matchedWords,
    unmatchedWords,
    complete: best > 0 && best === matchedWords.length,
  };
}

const JOINS_NAMES: ReadonlySet<string> = new Set(['plus', 'versus', 'vs']);

/** A question listing several things: their records are added up, not intersected. */
const LISTS_NAMES = /\b(and|or|plus|both|versus|vs|each|compared (with|to))\b/;

/**
 * Whether the question's names are one thing the household does not have: each matched some
 * record, none holds them together ("Priya at Whitfield Law" when that is Dana's firm, "Liam's
 * soccer" when Emma plays), and the question does not list several ("the Camry and the Honda").
 */
export function namesNothingTogether(
  match: Pick<NameMatch<unknown>, 'items' | 'complete'>,
  question: Pick<Question, 'plainText' | 'raw'>,
): boolean {
  return match.items.length > 0 && !match.complete && !listsNames(question);
}

/** Whether a question lists several names ("the Camry and the Honda", "piano, soccer"). */
export function listsNames(question: Pick<Question, 'plainText' | 'raw'>): boolean {
  return LISTS_NAMES.test(question.plainText) || question.raw.includes(',');
}
