import { CHAT_QUERY_MAX, type TChatAnswer } from '@shared/ai-insights/ai-schemas';

/** The one tool the model may call: the same grounded engine the rules chat answers with. */
export const RECORDS_TOOL_NAME = 'ask_household_records';

export const RECORDS_TOOL = {
  type: 'function',
  function: {
    name: RECORDS_TOOL_NAME,
    description:
      "Ask a plain-English question about this family's own records (bills and obligations, " +
      'auto-pay, accounts, loans, properties, investments, insurance, estate documents, ' +
      'executors, guardians, advisors). Answers only from what this person may see.',
    parameters: {
      type: 'object',
      properties: {
        question: {
          type: 'string',
          description: 'One short question, e.g. "What do we spend on the Camry?"',
          maxLength: CHAT_QUERY_MAX,
        },
      },
      required: ['question'],
      additionalProperties: false,
    },
  },
} as const;

export const SYSTEM_PROMPT = [
  "You are Nido's assistant. Nido keeps a family's household records: bills, accounts, loans,",
  'properties, investments, insurance, estate documents and the people in the plan.',
  `Answer only from the results of the ${RECORDS_TOOL_NAME} tool. The result for the person's`,
  'own question is already below; call the tool again with a short question if you need another',
  'fact. If the results do not answer the question, say that you do not know and suggest what',
  'the person could ask instead.',
  'Never invent or estimate a figure, date, name or account: repeat figures exactly as the tool',
  'gives them. Give no financial, legal or tax advice beyond what the records say.',
  '"****" and "[number removed]" mark numbers withheld for privacy: do not guess them; point the',
  'person to the linked records instead.',
  'Reply in a few short sentences of plain text.',
].join('\n');

/** What the model reads of a grounded answer: the text and the records' names, no links or ids. */
export function toolResultContent(answer: TChatAnswer): string {
  return JSON.stringify({
    understood: answer.understood,
    answer: answer.response,
    records: answer.sources.map((source) => source.label),
    ...(answer.understood ? {} : { canAnswer: answer.suggestions }),
  });
}

/** The tool arguments' question, cut to the chat's own limit, or null when there is none. */
export function toolQuestion(rawArguments: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawArguments);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('question' in parsed)) return null;
  const { question } = parsed;
  if (typeof question !== 'string' || !question.trim()) return null;
  return question.trim().slice(0, CHAT_QUERY_MAX);
}
