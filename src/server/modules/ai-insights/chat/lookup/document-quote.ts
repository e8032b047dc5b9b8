import type { HouseholdSnapshot, SearchableText } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { documentSource } from '../records/sources';
import { typoOf } from '../text/edit-distance';
import { maySayWhatIsAsked } from '../text/keywords';
import { normalizeText } from '../text/normalize';
import type { Question } from '../text/question';
import { sentenceWith } from '../text/text-search';
import { askingWords } from './asked-attributes';
import { holdsWord } from './card-index';
import { cardIndexOf } from './household-cards';
import { matchCards, namingWords } from './match-cards';

/**
 * What a question asks of a record in words no record holds, and the words of the records' own
 * names it used: "the personal liability limit on the State Farm home policy" asks "personal liability
 * limit" of the State Farm policy.
 */
export function unheldWords(
  question: Question,
  snapshot: HouseholdSnapshot,
): { unheld: string[]; naming: string[] } {
  const asking = askingWords(question.text);
  const words = namingWords(question.tokens.filter((word) => !question.fillers.has(word))).filter(
    (word) => !asking.has(word),
  );
  const index = cardIndexOf(snapshot);
  // Most questions name only what the records hold: no word to look for, no scoring.
  if (words.every((word) => !maySayWhatIsAsked(word) || holdsWord(index, word)))
    return { unheld: [], naming: [] };
  const match = matchCards(words, index);
  const unheld = match.unmatched.filter(maySayWhatIsAsked);
  // The records' own names, not the words saying what they are ("policy" is every policy's).
  const naming = match.cards.flatMap((card) =>
    card.nameWords.filter((word) => match.matched.includes(word) && !card.kindWords.includes(word)),
  );
  return { unheld, naming };
}

const words = (text: string) => new Set(normalizeText(text).split(' '));

/** Only a long word is taken for a typo of another ("liabilty"): a short one is too often a word. */
const MIN_TYPO_LENGTH = 6;

/** How a document spells a question's word: as typed, or one typo away ("liabilty"). */
function spellingIn(held: ReadonlySet<string>, word: string): string | null {
  if (held.has(word)) return word;
  return word.length < MIN_TYPO_LENGTH ? null : typoOf(word, held, 1);
}

/**
 * The sentence of a document that says what the question asks and no record holds ("Personal
 * liability: $500,000." in the home policy's declarations), from a document about the record it
 * names. Null when no document holds most of those words beside the record's name.
 */
export function quoteFromDocuments(
  { unheld, naming }: { unheld: readonly string[]; naming: readonly string[] },
  snapshot: HouseholdSnapshot,
  texts: readonly SearchableText[],
): IntentReply | null {
  if (unheld.length === 0 || naming.length === 0) return null;
  let best: { text: SearchableText; found: string[] } | null = null;
  for (const text of texts) {
    if (text.kind !== 'document') continue;
    const held = words(`${text.title} ${text.text}`);
    // About the record the question names: its name's words are in the document.
    if (!naming.some((word) => held.has(word))) continue;
    const found = unheld.flatMap((word) => spellingIn(held, word) ?? []);
    if (found.length * 2 < unheld.length || found.length === 0) continue;
    if (!best || found.length > best.found.length) best = { text, found };
  }
  if (!best) return null;
  const sentence = sentenceWith(best.text.text, best.found);
  // What a document adds is a figure it states: an amount, a date, a number.
  if (!sentence || !/\d/.test(sentence)) return null;
  const { text } = best;
  return {
    response: `“${text.title}”${whoseNote(snapshot, text.ownerId)} says: “${sentence}”`,
    sources: [documentSource({ id: text.id, name: text.title })],
    intent: 'document_location',
  };
}
