import { allowedEdits, editDistance } from '../text/edit-distance';
import { STOPWORDS } from '../text/stopwords';
import { synonymsOf } from '../text/synonyms';
import type { RecordCard } from './record-card';

/** How much a word counts by where the record holds it: its own name counts most. */
const FIELD_WEIGHTS = { nameWords: 1, kindWords: 0.6, ownerWords: 0.45, aboutWords: 0.3 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];
/** A word matched through a synonym or a typo counts less than itself. */
const SYNONYM_WEIGHT = 0.8;
const TYPO_WEIGHT = 0.7;
const MIN_TYPO_LENGTH = 5;
/** Records scoring at least this share of the best are named too ("both savings accounts"). */
const NEAR_BEST = 0.85;
const MAX_MATCHED = 6;
/** "Both cars", "our two mortgages": at least this many records of the best one's kind. */
const COUNTED: Record<string, number> = { both: 2, two: 2, three: 3, four: 4 };

/**
 * Words that ask something of a record but never name one: left out so a description that
 * happens to hold "month" or "pay" does not make its record the answer.
 */
const ASKING_WORDS: ReadonlySet<string> = new Set(
  `pay paid pays paying cost costs month monthly months year yearly years much many spend spending
  spent due worth value balance money bill bills charge charged charges total day date next name
  names when where who whose which what how does run runs current currently price fee fees week
  full between adding related relation family household remind last first latest recent single
  far level kind sort type`
    .split(/\s+/)
    .filter(Boolean),
);

export type CardIndex = {
  cards: readonly RecordCard[];
  /** Word → how many cards hold it, for its weight (rarer names say more). */
  cardsWithWord: ReadonlyMap<string, number>;
  /** Word → the cards holding it, by field. */
  postings: ReadonlyMap<string, readonly { card: number; field: Field }[]>;
  /** The words by first letter, where a typo's intended word is looked for. */
  byInitial: ReadonlyMap<string, readonly string[]>;
};

export function indexCards(cards: readonly RecordCard[]): CardIndex {
  const cardsWithWord = new Map<string, number>();
  const postings = new Map<string, { card: number; field: Field }[]>();
  const kindCounts = new Map<string, number>();
  for (const card of cards)
    for (const word of new Set(card.kindWords))
      kindCounts.set(word, (kindCounts.get(word) ?? 0) + 1);
  cards.forEach((card, position) => {
    const seen = new Set<string>();
    for (const named of FIELDS)
      for (const word of card[named] ?? []) {
        // A word that says what several records are ("mortgage", "savings") names none of them,
        // even where it is part of a name ("Wells Fargo Home Mortgage").
        const field =
          named === 'nameWords' && (kindCounts.get(word) ?? 0) >= 2 ? 'kindWords' : named;
        const list = postings.get(word) ?? [];
        list.push({ card: position, field });
        postings.set(word, list);
        if (!seen.has(word)) {
          seen.add(word);
          cardsWithWord.set(word, (cardsWithWord.get(word) ?? 0) + 1);
        }
      }
  });
  const byInitial = new Map<string, string[]>();
  for (const word of postings.keys()) {
    const initial = word[0] ?? '';
    const words = byInitial.get(initial);
    if (words) words.push(word);
    else byInitial.set(initial, [word]);
  }
  return { cards, cardsWithWord, postings, byInitial };
}

/** The index's words a question word may stand for, with how much each counts. */
function variantsOf(word: string, index: CardIndex): { word: string; weight: number }[] {
  const found: { word: string; weight: number }[] = [];
  const singular = [word.replace(/(es|s)$/, ''), word.replace(/s$/, ''), `${word}s`].find(
    (other) => other !== word && index.postings.has(other),
  );
  const itself = index.postings.has(word) ? word : singular;
  if (itself) found.push({ word: itself, weight: 1 });
  // "Policy" is also a bill filed under insurance; "cars" are also "auto" bills.
  for (const other of synonymsOf(itself ?? word))
    if (index.postings.has(other)) found.push({ word: other, weight: SYNONYM_WEIGHT });
  if (found.length > 0 || word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return found;
  // A typo keeps its first letter and is an edit or two away ("verison", "vangaurd").
  let best: { word: string; edits: number } | null = null;
  for (const candidate of index.byInitial.get(word[0] ?? '') ?? []) {
    if (Math.abs(candidate.length - word.length) > 2) continue;
    const edits = editDistance(word, candidate);
    if (edits <= allowedEdits(word.length) && (!best || edits < best.edits))
      best = { word: candidate, edits };
  }
  return best ? [{ word: best.word, weight: TYPO_WEIGHT }] : [];
}

export type CardMatch = {
  cards: RecordCard[];
  /** The question's words that no record holds, and those some record holds. */
  unmatched: string[];
  matched: string[];
  /** The best record's score, and whether it was named by its own name (not only its kind). */
  score: number;
  byName: boolean;
};

/** The words of a question that may name a record. */
export function namingWords(tokens: readonly string[]): string[] {
  return [
    ...new Set(
      tokens.filter(
        (word) =>
          !STOPWORDS.has(word) && !ASKING_WORDS.has(word) && (word.length > 1 || /\d/.test(word)),
      ),
    ),
  ];
}

/**
 * The records a question's words name, best first: each word counts by how rare it is among the
 * records (ln(1 + N / cards holding it)) and by the field that holds it. Records close to the
 * best are kept too, so "both savings accounts" names both.
 */
export function matchCards(
  words: readonly string[],
  index: CardIndex,
  counted: readonly string[] = words,
): CardMatch {
  const total = index.cards.length;
  const scores = new Map<number, number>();
  const namedBy = new Set<number>();
  const wordsOf = new Map<number, Set<string>>();
  const required = new Set<string>();
  for (const word of words) {
    // Each record counts a word once, by the best of its spellings.
    const best = new Map<number, number>();
    for (const variant of variantsOf(word, index)) {
      const rarity = Math.log(1 + total / (index.cardsWithWord.get(variant.word) ?? total));
      for (const posting of index.postings.get(variant.word) ?? []) {
        const weight = FIELD_WEIGHTS[posting.field] * variant.weight * rarity;
        if (weight > (best.get(posting.card) ?? 0)) best.set(posting.card, weight);
        // "Stocks" asks about a class of holdings, not the one called "Total Stock Market".
        if (posting.field === 'nameWords' && variant.word === word) namedBy.add(posting.card);
        required.add(word);
        const matched = wordsOf.get(posting.card) ?? new Set<string>();
        matched.add(word);
        wordsOf.set(posting.card, matched);
      }
    }
    for (const [card, weight] of best) scores.set(card, (scores.get(card) ?? 0) + weight);
  }
  // A record answers only if it holds every name the question gives that some record holds:
  // "GEICO for the Honda" is no one record when GEICO insures the Camry.
  for (const card of scores.keys())
    if (![...required].every((word) => wordsOf.get(card)?.has(word))) scores.delete(card);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  const unmatched = words.filter((word) => !required.has(word));
  if (!top) return { cards: [], unmatched, matched: [...required], score: 0, byName: false };
  let kept = ranked.filter(([, score]) => score >= top[1] * NEAR_BEST).slice(0, MAX_MATCHED);
  const wanted = Math.max(0, ...counted.map((word) => COUNTED[word] ?? 0));
  if (kept.length < wanted) {
    const kind = index.cards[top[0]]?.kind;
    kept = ranked.filter(([card]) => index.cards[card]?.kind === kind).slice(0, wanted);
  }
  return {
    cards: kept.map(([card]) => index.cards[card] as RecordCard),
    unmatched,
    matched: [...required],
    score: top[1],
    byName: namedBy.has(top[0]),
  };
}
