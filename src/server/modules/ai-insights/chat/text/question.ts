import Fuse from 'fuse.js';
import { KEYWORDS } from './keywords';
import { normalizeText } from './normalize';
import { STOPWORDS } from './stopwords';

/** A question as the router and the intents read it. */
export type Question = {
  /** As typed, trimmed: chrono-node reads dates from it. */
  raw: string;
  /** Normalized, with misspelt keywords corrected: the router's patterns run over it. */
  text: string;
  tokens: string[];
  /** The words that are neither keywords nor stopwords: the names the question is about. */
  contentTokens: string[];
};

/** Shorter words are too easily one letter away from another word to be corrected. */
const MIN_CORRECTED_LENGTH = 5;
/** Fuse scores 0 for a perfect match; one wrong letter in seven scores about 0.15. */
const MAX_KEYWORD_SCORE = 0.3;

const keywordIndex = new Fuse(
  [...KEYWORDS].filter((word) => word.length >= 4),
  {
    includeScore: true,
    threshold: MAX_KEYWORD_SCORE,
    ignoreLocation: true,
  },
);

/**
 * The keyword a misspelt word was meant to be, if any. A word that is one of the household's own
 * names (a vendor "Sprint" is not "spent") is left alone, and so is a word whose first letter
 * differs: people rarely mistype the first letter, and it keeps "camry" from becoming "carry".
 */
function correctedKeyword(word: string, recordWords: () => ReadonlySet<string>): string {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word)) return word;
  if (KEYWORDS.has(word) || STOPWORDS.has(word)) return word;
  const best = keywordIndex.search(word, { limit: 1 })[0];
  if (!best || (best.score ?? 1) > MAX_KEYWORD_SCORE) return word;
  if (best.item[0] !== word[0] || Math.abs(best.item.length - word.length) > 2) return word;
  return recordWords().has(word) ? word : best.item;
}

/**
 * `recordWords` is asked for only when a word looks like a misspelt keyword, so a question
 * without typos never builds the household's vocabulary.
 */
export function readQuestion(raw: string, recordWords: () => ReadonlySet<string>): Question {
  const trimmed = raw.trim();
  const tokens = normalizeText(trimmed)
    .split(' ')
    .filter(Boolean)
    .map((word) => correctedKeyword(word, recordWords));
  return {
    raw: trimmed,
    text: tokens.join(' '),
    tokens,
    contentTokens: tokens.filter((word) => !KEYWORDS.has(word) && !STOPWORDS.has(word)),
  };
}
