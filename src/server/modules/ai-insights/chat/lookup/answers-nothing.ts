import type { IntentReply } from '../chat-reply';
import { normalizeText } from '../text/normalize';
import type { Question } from '../text/question';

/** "How much…" asks an amount, unless it asks how much longer or how much of something. */
const ASKS_AMOUNT =
  /\bhow much\b(?! (longer|time|older|younger|later|earlier|sooner|of|more time))|\bwhat (did|does|do|will|would) (\w+ ){1,4}(charge|charged|bill|billed)( us| me)?\b|\b(fees?|retainer)\b/;

/** Answers whose records hold no amounts of their own, unless they state one. */
const WITHOUT_AMOUNTS: ReadonlySet<string> = new Set([
  'record',
  'estate_documents',
  'estate_people',
  'advisor',
  'document_location',
  'if_something_happens',
]);

/** One word no record holds may be a way of saying what one does; two are something else. */
const MIN_UNHELD_TO_DECLINE = 2;

/** "Prepare" is said by "prepares": a word's stem, for a word long enough to have one. */
const stemOf = (word: string) => (word.length <= 5 ? word : word.slice(0, word.length - 2));

/**
 * Whether a record's answer leaves out what was asked in words no record holds ("wishes about the
 * funeral, burial or cremation"): two or more such words, none of them said in the answer, and
 * no notes quoted that may say it otherwise.
 */
export function answersNone(
  { unheld }: { unheld: readonly string[] },
  answer: IntentReply,
): boolean {
  if (unheld.length < MIN_UNHELD_TO_DECLINE) return false;
  // Notes say it in their own words ("declines life-sustaining treatment" for end-of-life care).
  if (answer.response.includes('“')) return false;
  const said = normalizeText(answer.response).split(' ');
  return !unheld.some((word) => said.some((each) => each.startsWith(stemOf(word))));
}

/**
 * "How much did the attorney charge us?" asks an amount; an answer from records that hold no
 * money of their own (a will, a person, an advisor) that states none is no answer.
 */
export function statesNoAmountAsked(
  question: Question,
  answer: IntentReply,
  intent: string,
): boolean {
  return (
    WITHOUT_AMOUNTS.has(answer.intent ?? intent) &&
    ASKS_AMOUNT.test(question.text) &&
    !/\$\d/.test(answer.response)
  );
}
