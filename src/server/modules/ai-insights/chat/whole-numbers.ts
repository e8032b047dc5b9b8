import { lastFour } from '@shared/finance/sensitive-number';
import { AppError } from '../../../http/app-error';
import type { IntentReply } from './chat-reply';
import type { Question } from './text/question';

/** The records whose sealed number a screen reveals: a policy, and the number a bill is under. */
export type NumberedKind = 'policy' | 'obligation';

export type RevealNumber = (kind: NumberedKind, id: string) => Promise<string | null>;

type Numbered = {
  /** "What's the policy number on the Tesla?": the whole number, not its last four. */
  asksWhole: RegExp;
  /** What the number is called in the answer. */
  name: string;
  /** Where the rest of the masked number a card states is. */
  whereTheRestIs: string;
};

const NUMBERED: Record<NumberedKind, Numbered> = {
  policy: {
    // "The number on my own life policy"; not "the number of policies we have" (a count).
    asksWhole:
      /\b(policy|member|group|insurance) (number|numbers|numbr|nmbr|numer|nunber|num|no|id)\b|\b(number|numbr|num) (on|for) ([\w'’]+ ){0,4}(policy|insurance|coverage)\b|\bnumber of (the|my|our|his|her|their) ([\w'’]+ ){0,3}policy\b/,
    name: 'policy number',
    whereTheRestIs: '; the whole number is on the Insurance tab, behind Reveal)',
  },
  // "Austin Energy wants our account number".
  obligation: {
    asksWhole:
      /\b(account|acct|customer|loan) (number|numbers|numbr|nmbr|numer|nunber|num|no|id)\b/,
    name: 'account number',
    whereTheRestIs: '; the whole number is on Monthly Expenses, behind Reveal)',
  },
};

const ASKS_LAST_FOUR = /\b(last (4|four)|ending|ends (in|with)|digits)\b/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a card states a record's number, masked to the last four as its screen shows it. */
export function maskedNumber(kind: NumberedKind, last4: string): string {
  const { name, whereTheRestIs } = NUMBERED[kind];
  return `${name} ending ${last4} (****${last4}${whereTheRestIs}`;
}

/** More records than this are a list, not a question about their numbers. */
const MAX_REVEALED = 3;

/**
 * Adds the whole number of each policy or bill an answer is about, when the question asks for it:
 * read through the screen's own Reveal, so the same people may see it and each reveal is logged.
 * A reader whose access masks numbers is told so; without `reveal` (a model rephrases the
 * answer) the masked last four stay.
 */
export async function withWholeNumbers(
  question: Question,
  answer: IntentReply,
  reveal: RevealNumber | undefined,
): Promise<IntentReply> {
  if (!reveal || ASKS_LAST_FOUR.test(question.text)) return answer;
  let revealed = answer;
  for (const kind of Object.keys(NUMBERED) as NumberedKind[])
    if (NUMBERED[kind].asksWhole.test(question.text))
      revealed = await withNumbersOf(kind, revealed, reveal);
  return revealed;
}

async function withNumbersOf(
  kind: NumberedKind,
  answer: IntentReply,
  reveal: RevealNumber,
): Promise<IntentReply> {
  const { name, whereTheRestIs } = NUMBERED[kind];
  const records = answer.sources.filter((source) => source.kind === kind && source.id);
  if (records.length === 0 || records.length > MAX_REVEALED) return answer;
  const noneRecorded = `${name} recorded`;
  const masked = new RegExp(`\\s?\\(\\*{4}\\w{1,4}${escaped(whereTheRestIs)}`, 'g');
  let response = answer.response;
  const lines = await Promise.all(
    records.map(async ({ id, label }) => {
      try {
        const number = await reveal(kind, id ?? '');
        const maskedText = number ? maskedNumber(kind, lastFour(number)) : '';
        // The whole number where the card stated its last four, said once.
        if (number && response.includes(maskedText)) {
          response = response.replace(maskedText, `${name} ${number}`);
          return '';
        }
        if (number) return `The ${name} of ${label} is ${number}.`;
        return answer.response.includes(noneRecorded) ? '' : `${label} has no ${noneRecorded}.`;
      } catch (error) {
        // An advisor whose access masks numbers (access.ts): there is nothing to show them.
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return `The ${name} of ${label} is not shared with you.`;
        throw error;
      }
    }),
  );
  const added = lines.filter(Boolean).join(' ');
  response = response.replace(masked, '');
  return { ...answer, response: added ? `${response} ${added}` : response };
}
