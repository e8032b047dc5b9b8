import { typoOf } from '../text/edit-distance';
import { STOPWORDS } from '../text/stopwords';
import { synonymsOf } from '../text/synonyms';
import {
  cardsHolding,
  FIELD_WEIGHTS,
  holdsWord,
  postingsOf,
  wordsStartingWith,
  type CardIndex,
} from './card-index';
import type { RecordCard } from './record-card';

/** A word matched through a synonym or a typo counts less than itself. */
const SYNONYM_WEIGHT = 0.8;
const TYPO_WEIGHT = 0.7;
const MIN_TYPO_LENGTH = 5;
/** Records scoring at least this share of the best are named too ("both savings accounts"). */
const NEAR_BEST = 0.85;
const MAX_MATCHED = 6;
const MAX_RANKED = 12;
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
  far level kind sort type named listed mentioned called`
    .split(/\s+/)
    .filter(Boolean),
);

/** The index's words a question word may stand for, with how much each counts. */
function variantsOf(word: string, index: CardIndex): { word: string; weight: number }[] {
  const found: { word: string; weight: number }[] = [];
  const singular = [word.replace(/(es|s)$/, ''), word.replace(/s$/, ''), `${word}s`].find(
    (other) => other !== word && holdsWord(index, other),
  );
  const itself = holdsWord(index, word) ? word : singular;
  if (itself) found.push({ word: itself, weight: 1 });
  // "Policy" is also a bill filed under insurance; "cars" are also "auto" bills.
  // "Cell phones": the singular's synonyms ("wireless") when the plural has none.
  const named = itself ?? (synonymsOf(word).length > 0 ? word : word.replace(/s$/, ''));
  for (const other of synonymsOf(named))
    if (holdsWord(index, other)) found.push({ word: other, weight: SYNONYM_WEIGHT });
  if (found.length > 0 || word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return found;
  const typo = typoOf(word, wordsStartingWith(index, word[0] ?? ''));
  return typo ? [{ word: typo, weight: TYPO_WEIGHT }] : [];
}

export type CardMatch = {
  cards: RecordCard[];
  /** The question's words that no record holds, and those some record holds. */
  unmatched: string[];
  matched: string[];
  /** The best record's score, and whether it was named by its own name (not only its kind). */
  score: number;
  /** The records that hold every name given, best first (a few), with their scores. */
  ranked: readonly { card: RecordCard; score: number }[];
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
  const total = index.size;
  const scores = new Map<RecordCard, number>();
  const namedBy = new Set<RecordCard>();
  const wordsOf = new Map<RecordCard, Set<string>>();
  const required = new Set<string>();
  const held = new Set<string>();
  for (const word of words) {
    // Each record counts a word once, by the best of its spellings.
    const best = new Map<RecordCard, number>();
    for (const variant of variantsOf(word, index)) {
      const rarity = Math.log(1 + total / (cardsHolding(index, variant.word) || total));
      for (const posting of postingsOf(index, variant.word)) {
        const weight = FIELD_WEIGHTS[posting.field] * variant.weight * rarity;
        if (weight > (best.get(posting.card) ?? 0)) best.set(posting.card, weight);
        // "Stocks" asks about a class of holdings, not the one called "Total Stock Market".
        if (posting.field === 'nameWords' && variant.word === word) namedBy.add(posting.card);
        // A word only some record's notes hold adds to that record's score but is not a name
        // every record named must hold.
        if (posting.field !== 'notesWords') required.add(word);
        held.add(word);
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
  const unmatched = words.filter((word) => !held.has(word));
  if (!top)
    return { cards: [], unmatched, matched: [...held], score: 0, byName: false, ranked: [] };
  let kept = ranked.filter(([, score]) => score >= top[1] * NEAR_BEST).slice(0, MAX_MATCHED);
  const wanted = Math.max(0, ...counted.map((word) => COUNTED[word] ?? 0));
  if (kept.length < wanted)
    kept = ranked.filter(([card]) => card.kind === top[0].kind).slice(0, wanted);
  return {
    cards: kept.map(([card]) => card),
    unmatched,
    matched: [...held],
    score: top[1],
    byName: namedBy.has(top[0]),
    ranked: ranked.slice(0, MAX_RANKED).map(([card, score]) => ({ card, score })),
  };
}
