import { tokensOf } from './normalize';

/**
 * Where one sentence ends and the next begins: after . ! or ? and before a capital letter, a
 * digit, a quote, a bracket or a word that starts a question ("…in rehab. how much…", typed
 * without capitals); "St. Paul", "Dr. Lee" and "$1.5" go on.
 */
const SENTENCE_BREAK =
  /(?<!\b(?:St|Dr|Mr|Mrs|Ms|No|Jr|Sr|Inc|Co|vs|approx)\.)(?<=[.!?])\s+(?=[A-Z0-9"“'‘$(]|(?:how|what|whats|who|whos|which|when|where|is|are|do|does|did|can|could|will|would)\b)/;

/** "Add up what we pay for Mia.", "List the policies.": a request asks, as a question does. */
const REQUEST =
  /^(please )?(add|list|tell|show|give|sum|total|find|compare|break|name|count|calculate|figure|check|remind|include|also|let me know|look up)\b/i;

/** "how much a month goes to mia", typed without a question mark, still asks. */
const QUESTION_START =
  /^(how|what|what's|whats|who|who's|whos|which|when|where|is|are|do|does|did|can|could|will|would)\b/i;

/** Words that point back to something an earlier sentence named ("what roles does he have?"). */
const POINTS_BACK =
  /\b(he|she|him|her|his|hers|they|them|their|theirs|(?<!all of )it|its|that|this(?! (month|week|weekend|year|quarter|morning))|those|these)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** "The CPA asks whether anything is below cost.": a question asked for someone. */
const INDIRECT = /\b(whether|wondering|wonder if|(want|wants|need|needs) to know)\b/i;

const asks = (sentence: string) =>
  sentence.endsWith('?') ||
  REQUEST.test(sentence) ||
  QUESTION_START.test(sentence) ||
  INDIRECT.test(sentence);

/**
 * Whether a sentence's pronoun points to an earlier sentence: not when a name the records hold
 * comes before it in the sentence itself ("how much goes to Mia between piano and her 529"). A
 * name is capitalized, unless the whole question was typed without capitals.
 */
function pointsBack(sentence: string, recordWords: () => ReadonlySet<string>): boolean {
  const pronoun = POINTS_BACK.exec(sentence);
  if (!pronoun) return false;
  const lowercase = sentence === sentence.toLowerCase();
  const before = sentence.slice(0, pronoun.index).split(/\s+/).slice(1);
  return !before.some(
    (word) =>
      (lowercase || /^[A-Z]/.test(word)) &&
      tokensOf(word).some((token) => recordWords().has(token)),
  );
}

/**
 * "I want to make sure nothing bounces. Which bills are due on the 1st?": statements before or
 * after a question say why it is asked, in words no record holds ("bounces", "Mom is in no
 * state to deal with this"); the question is the sentences that ask. When a question points back
 * to a statement ("My uncle Sam is in their papers. What roles does he have?"), the statement
 * says what it is about, and the text is kept whole.
 */
export function withoutContextSentences(
  raw: string,
  recordWords: () => ReadonlySet<string> = () => new Set(),
): string {
  const sentences = sentencesOf(raw);
  if (sentences.length < 2) return raw;
  const asking = sentences.filter(asks);
  if (asking.length === 0 || asking.length === sentences.length) return raw;
  if (asking.some((sentence) => pointsBack(sentence, recordWords))) return raw;
  return asking.join(' ');
}
