import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { exampleQuestions } from '../suggestions';

export const CAPABILITIES =
  'spending by category, vendor, vehicle, child, insured person or address; what is on auto-pay and which account pays a bill; what is due today, this week or in a given month; loan balances, rates and payoff dates; net worth and where it sits; portfolio value, allocation and gain; where a document or a signed original is kept; who your executor, agents, guardians, trustees, beneficiaries and advisors are; and what happens if you die or become incapacitated';

/** "What can you do?" */
export function answerHelp(snapshot: HouseholdSnapshot): IntentReply {
  return {
    response: `I answer questions about your household's own records, with the figures and links to the records I used: ${CAPABILITIES}. I don't give financial, tax or legal advice. Try one of the questions below.`,
    sources: [],
    suggestions: exampleQuestions(snapshot),
  };
}
