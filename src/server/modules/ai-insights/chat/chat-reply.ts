import type { TAiSource } from '@shared/ai-insights/ai-schemas';

/** What an intent answers; answer-question.ts adds the intent, `understood` and `answeredBy`. */
export type IntentReply = {
  response: string;
  sources: TAiSource[];
  /** Follow-up questions; the intent's defaults when left out. */
  suggestions?: string[];
  /** A narrower intent than the router's, when the answer found one (`accounts` within net worth). */
  intent?: string;
  /**
   * The reply says the records do not hold what was asked ("no witness is named"): the question
   * is answered no more than one not understood, and `understood` is false.
   */
  recordsLack?: true;
  /**
   * The reply states every fact its records hold (a holding's quantity, value, cost and gain):
   * no record card says more, so the lookup does not replace it.
   */
  statesAllHeld?: true;
};

/** What a question named that matches nothing, without echoing anything like an account number. */
export function quotedWords(words: readonly string[]): string {
  const shown = words.map((word) => (/\d{5,}/.test(word) ? '…' : word)).join(' ');
  return `“${shown}”`;
}

/**
 * The honest answer when the question named something the records do not have: never an answer
 * about a different record.
 */
export function notFoundReply(
  words: readonly string[],
  what: string,
  suggestions?: string[],
): IntentReply {
  return {
    response: `I couldn't find ${quotedWords(words)} in your records${what ? ` (${what})` : ''}.`,
    sources: [],
    ...(suggestions ? { suggestions } : {}),
  };
}
