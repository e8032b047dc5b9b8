import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot, SearchableText } from '../snapshot/household-snapshot';
import type { IntentReply } from './chat-reply';
import { isDeclinedOnPurpose, routeQuestion, type ChatIntent } from './intent-router';
import { answerAdvisor } from './intents/advisors';
import { answerBeneficiaries } from './intents/beneficiaries';
import { answerDocumentLocation } from './intents/document-location';
import { answerDue } from './intents/due-dates';
import { answerEstatePeople } from './intents/estate-people';
import { answerHelp } from './intents/help';
import { answerEstateDocuments } from './intents/estate-documents';
import { answerGuidebook, guidebookAnswer } from './intents/guidebook';
import { answerIfSomethingHappens } from './intents/if-something-happens';
import { answerInsurance } from './intents/insurance-policies';
import { answerLoans } from './intents/loans';
import { answerNetWorth } from './intents/net-worth';
import { answerAutopay, answerManualPay, answerPayingAccount } from './intents/payment-method';
import { answerPortfolio } from './intents/portfolio';
import { answerSpending } from './intents/spending';
import { recordWordsOf, routerContextOf } from './record-words';
import { FOLLOW_UPS, exampleQuestions } from './suggestions';
import { readQuestion, type Question } from './text/question';

export type ChatContext = {
  snapshot: HouseholdSnapshot;
  loadTexts: () => Promise<SearchableText[]>;
};

const CANT_ANSWER =
  "I can't answer that yet. I answer questions about your household's own records (spending, bills and due dates, loans, net worth, investments, documents and the estate plan), and I don't give financial, tax or legal advice or look up anything outside your records. Try one of these:";

function cantAnswer(snapshot: HouseholdSnapshot): TChatAnswer {
  return {
    response: CANT_ANSWER,
    intent: 'unknown',
    understood: false,
    sources: [],
    suggestions: exampleQuestions(snapshot),
    answeredBy: 'rules',
  };
}

async function reply(
  intent: Exclude<ChatIntent, 'unknown'>,
  question: Question,
  context: ChatContext,
): Promise<IntentReply> {
  const { snapshot } = context;
  switch (intent) {
    case 'help':
      return answerHelp(snapshot);
    case 'document_location':
      return answerDocumentLocation(question, snapshot, context.loadTexts);
    case 'beneficiaries':
      return answerBeneficiaries(question, snapshot);
    case 'estate_people':
      return answerEstatePeople(question, snapshot);
    case 'advisor':
      return answerAdvisor(question, snapshot);
    case 'if_something_happens':
      return answerIfSomethingHappens(question, snapshot);
    case 'estate_documents':
      return answerEstateDocuments(question, snapshot);
    case 'guidebook':
      return answerGuidebook(question, snapshot, context.loadTexts);
    case 'insurance':
      return answerInsurance(question, snapshot);
    case 'loans':
      return answerLoans(question, snapshot);
    case 'portfolio':
      return answerPortfolio(question, snapshot);
    case 'due':
      return answerDue(question, snapshot);
    case 'manual_pay':
      return answerManualPay(question, snapshot);
    case 'paying_account':
      return answerPayingAccount(question, snapshot);
    case 'autopay':
      return answerAutopay(question, snapshot);
    case 'net_worth':
      return answerNetWorth(question, snapshot);
    case 'spending':
      return answerSpending(question, snapshot);
  }
}

/**
 * Answers a question about the selected households from their own records, without a model:
 * an intent router, names and dates read from the question, and a templated answer that cites
 * every record it used. Pure except for `loadTexts`, called only for "where is…" questions.
 */
export async function answerQuestion(question: string, context: ChatContext): Promise<TChatAnswer> {
  const { snapshot } = context;
  let recordWords: ReadonlySet<string> | null = null;
  const parsed = readQuestion(question, () => (recordWords ??= recordWordsOf(snapshot)));
  const routerContext = routerContextOf(snapshot);
  const intent = routeQuestion(parsed, routerContext);
  let answer: IntentReply;
  if (intent === 'unknown') {
    // A question no rule placed may still name a guidebook entry ("what should happen to the
    // Gmail?"); one declined on purpose (advice, another family) is not searched.
    const found = isDeclinedOnPurpose(parsed, routerContext)
      ? null
      : guidebookAnswer(parsed, snapshot, await context.loadTexts());
    if (!found) return cantAnswer(snapshot);
    answer = { ...found, intent: 'guidebook' };
  } else answer = await reply(intent, parsed, context);
  return {
    response: answer.response,
    intent: answer.intent ?? intent,
    understood: true,
    sources: answer.sources,
    suggestions: answer.suggestions ?? [...FOLLOW_UPS[intent === 'unknown' ? 'guidebook' : intent]],
    answeredBy: 'rules',
  };
}
