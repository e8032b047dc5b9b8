/**
 * Where one sentence ends and the next begins: after . ! or ? and before a capital letter, a
 * digit, a quote or a bracket; "St. Paul", "Dr. Lee" and "$1.5" go on.
 */
const SENTENCE_BREAK =
  /(?<!\b(?:St|Dr|Mr|Mrs|Ms|No|Jr|Sr|Inc|Co|vs|approx)\.)(?<=[.!?])\s+(?=[A-Z0-9"“'‘$(])/;

/** "Add up what we pay for Mia.", "List the policies.": a request asks, as a question does. */
const REQUEST =
  /^(please )?(add|list|tell|show|give|sum|total|find|compare|break|name|count|calculate|figure|check|remind|let me know|look up)\b/i;

/** Words that point back to something an earlier sentence named ("what roles does he have?"). */
const POINTS_BACK =
  /\b(he|she|him|her|his|hers|they|them|their|theirs|(?<!all of )it|its|that|this(?! (month|week|weekend|year|quarter|morning))|those|these)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * "I want to make sure nothing bounces. Which bills are due on the 1st?": statements before or
 * after a question say why it is asked, in words no record holds ("bounces", "Mom is in no
 * state to deal with this"); the question is the sentences that ask. When a question points back
 * to a statement ("My uncle Sam is in their papers. What roles does he have?"), the statement
 * says what it is about, and the text is kept whole.
 */
export function withoutContextSentences(raw: string): string {
  if (!raw.includes('?')) return raw;
  const sentences = sentencesOf(raw);
  if (sentences.length < 2) return raw;
  const asking = sentences.filter((sentence) => sentence.endsWith('?') || REQUEST.test(sentence));
  if (asking.length === 0 || asking.length === sentences.length) return raw;
  if (asking.some((sentence) => POINTS_BACK.test(sentence))) return raw;
  return asking.join(' ');
}
