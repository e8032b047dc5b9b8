import { lastFour } from '@shared/finance/sensitive-number';
import { AppError } from '../../../http/app-error';
import type { IntentReply } from './chat-reply';
import type { Question } from './text/question';

/** "What's the policy number on the Tesla?": the whole number, not its last four. */
const ASKS_WHOLE_NUMBER =
  /\b(policy|member|group|insurance) (number|numbers|numbr|nmbr|numer|nunber|num|id)\b/;
const ASKS_LAST_FOUR = /\b(last (4|four)|ending|ends (in|with)|digits)\b/;
/** Where the rest of the masked number a policy card states is. */
const WHERE_THE_REST_IS = '; the whole number is on the Insurance tab, behind Reveal)';
const MASKED = new RegExp(
  `\\s?\\(\\*{4}\\w{1,4}${WHERE_THE_REST_IS.replace(/[()]/g, '\\$&')}`,
  'g',
);
/** How a policy card states its number, masked to the last four as on the Insurance tab. */
export const maskedPolicyNumber = (last4: string) =>
  `policy number ending ${last4} (****${last4}${WHERE_THE_REST_IS}`;
const maskedText = (number: string) => maskedPolicyNumber(lastFour(number));
const NONE_RECORDED = 'policy number recorded';
/** More policies than this are a list, not a question about their numbers. */
const MAX_REVEALED = 3;

export type RevealPolicyNumber = (policyId: string) => Promise<string | null>;

/**
 * Adds the whole number of each policy an answer is about, when the question asks for it: read
 * through the Insurance tab's own Reveal, so the same people may see it and each reveal is
 * logged. A reader whose access masks numbers is told so; without `reveal` (a model rephrases
 * the answer) the masked last four stay.
 */
export async function withPolicyNumbers(
  question: Question,
  answer: IntentReply,
  reveal: RevealPolicyNumber | undefined,
): Promise<IntentReply> {
  if (!reveal || !ASKS_WHOLE_NUMBER.test(question.text) || ASKS_LAST_FOUR.test(question.text))
    return answer;
  const policies = answer.sources.filter((source) => source.kind === 'policy' && source.id);
  if (policies.length === 0 || policies.length > MAX_REVEALED) return answer;
  let response = answer.response;
  const lines = await Promise.all(
    policies.map(async ({ id, label }) => {
      try {
        const number = await reveal(id ?? '');
        // The whole number where the card stated its last four, said once.
        if (number && response.includes(maskedText(number))) {
          response = response.replace(maskedText(number), `policy number ${number}`);
          return '';
        }
        if (number) return `The policy number of ${label} is ${number}.`;
        return answer.response.includes(NONE_RECORDED) ? '' : `${label} has no ${NONE_RECORDED}.`;
      } catch (error) {
        // An advisor whose access masks numbers (access.ts): there is nothing to show them.
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return `The policy number of ${label} is not shared with you.`;
        throw error;
      }
    }),
  );
  const added = lines.filter(Boolean).join(' ');
  response = response.replace(MASKED, '');
  return { ...answer, response: added ? `${response} ${added}` : response };
}
