import type { RecordCard } from './record-card';

/** How much a word counts by where the record holds it: its own name counts most. */
export const FIELD_WEIGHTS = {
  nameWords: 1,
  kindWords: 0.6,
  ownerWords: 0.45,
  aboutWords: 0.3,
  notesWords: 0.2,
} as const;
export type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

export type Posting = { card: RecordCard; field: Field };

/**
 * The cards of one part of the snapshot (its bills, its investments…) indexed by their words. A
 * segment is kept while its part is: after a bill changes, the 2,000 holdings are not indexed
 * again.
 */
export type CardSegment = {
  cards: readonly RecordCard[];
  /** Word → how many of these cards hold it, in any field. */
  cardsWithWord: ReadonlyMap<string, number>;
  /** Word → how many of these cards say they are one ("mortgage", "savings"). */
  kindCounts: ReadonlyMap<string, number>;
  /** Word → where these cards hold it. */
  postings: ReadonlyMap<string, readonly Posting[]>;
  /** The segment's words by first letter, where a typo's intended word is looked for. */
  byInitial: ReadonlyMap<string, readonly string[]>;
};

function count(counts: Map<string, number>, word: string) {
  counts.set(word, (counts.get(word) ?? 0) + 1);
}

export function indexSegment(cards: readonly RecordCard[]): CardSegment {
  const cardsWithWord = new Map<string, number>();
  const kindCounts = new Map<string, number>();
  const postings = new Map<string, Posting[]>();
  for (const card of cards) {
    for (const word of new Set(card.kindWords)) count(kindCounts, word);
    const seen = new Set<string>();
    for (const field of FIELDS)
      for (const word of card[field] ?? []) {
        const list = postings.get(word);
        if (list) list.push({ card, field });
        else postings.set(word, [{ card, field }]);
        if (!seen.has(word)) {
          seen.add(word);
          count(cardsWithWord, word);
        }
      }
  }
  const byInitial = new Map<string, string[]>();
  for (const word of postings.keys()) {
    const initial = word[0] ?? '';
    const words = byInitial.get(initial);
    if (words) words.push(word);
    else byInitial.set(initial, [word]);
  }
  return { cards, cardsWithWord, kindCounts, postings, byInitial };
}

/** Every record of a snapshot: its segments, read together as one index. */
export type CardIndex = { segments: readonly CardSegment[]; size: number };

export function joinSegments(segments: readonly CardSegment[]): CardIndex {
  return { segments, size: segments.reduce((sum, each) => sum + each.cards.length, 0) };
}

const sum = (index: CardIndex, read: (segment: CardSegment) => number | undefined) =>
  index.segments.reduce((total, segment) => total + (read(segment) ?? 0), 0);

export function holdsWord(index: CardIndex, word: string): boolean {
  return index.segments.some((segment) => segment.postings.has(word));
}

/** How many records hold a word, for its weight (rarer names say more). */
export function cardsHolding(index: CardIndex, word: string): number {
  return sum(index, (segment) => segment.cardsWithWord.get(word));
}

/** Where the records hold a word, in index order. */
export function postingsOf(index: CardIndex, word: string): Posting[] {
  const found = index.segments.flatMap((segment) => segment.postings.get(word) ?? []);
  // A word that says what several records are ("mortgage", "savings") names none of them, even
  // where it is part of a name ("Wells Fargo Home Mortgage").
  if (!found.some((posting) => posting.field === 'nameWords')) return found;
  if (sum(index, (segment) => segment.kindCounts.get(word)) < 2) return found;
  return found.map((posting) =>
    posting.field === 'nameWords' ? { card: posting.card, field: 'kindWords' } : posting,
  );
}

/** The records' words that start with a letter. */
export function wordsStartingWith(index: CardIndex, initial: string): string[] {
  return index.segments.flatMap((segment) => segment.byInitial.get(initial) ?? []);
}
