import { EVENT_WORDS } from './text/event-words';
import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot, SearchableText } from '../snapshot/household-snapshot';
import type { IntentReply } from './chat-reply';
import { isDeclinedOnPurpose, routeQuestion, type ChatIntent } from './intent-router';
import { answerAccess, ASKS_ACCESS } from './intents/access';
import { answerAdvisor } from './intents/advisors';
import { answerBeneficiaries } from './intents/beneficiaries';
import { answerDocumentLocation } from './intents/document-location';
import { answerDue } from './intents/due-dates';
import { answerEstatePeople } from './intents/estate-people';
import { answerHelp } from './intents/help';
import { answerEstateDocuments } from './intents/estate-documents';
import { billsWithoutADay } from './intents/bills-without-a-day';
import { recordsTitled } from './intents/records-titled';
import { contactsByAreaCode } from './intents/contacts-by-area-code';
import { documentsPartOfAll } from './intents/documents-part-of-all';
import { documentsByStatus } from './intents/documents-by-status';
import { answerGuidebook, guidebookAnswer } from './intents/guidebook';
import { answerRecordSet } from './record-sets/answer-record-set';
import { namesGuidebookHeading, wordsAnswered } from './intents/guidebook-headings';
import { guidebookSharingAnswer, mayAskSharing } from './intents/guidebook-sharing';
import { answerIfSomethingHappens } from './intents/if-something-happens';
import { answerInsurance } from './intents/insurance-policies';
import { answerLoans } from './intents/loans';
import { answerNetWorth } from './intents/net-worth';
import { answerAutopay, answerManualPay, answerPayingAccount } from './intents/payment-method';
import { answerPortfolio } from './intents/portfolio';
import { answerSpending } from './intents/spending';
import { answerWhoIs, ASKS_ROLES_OF } from './intents/who-is';
import { DIFFERENCE, lookUpRecords, TOGETHER } from './lookup/answer-from-cards';
import { askedAttributes, ASKS_DIFFERENCE, ASKS_TOTAL } from './lookup/asked-attributes';
import { answersNone, statesNoAmountAsked } from './lookup/answers-nothing';
import { asksUnheldCover } from './lookup/unheld-cover';
import { quoteFromDocuments, unheldWords } from './lookup/document-quote';
import { namedCategories } from './records/obligation-facets';
import { normalizeText } from './text/normalize';
import { recordWordsOf, routerContextOf } from './record-words';
import { peopleWordsOf } from './records/people-words';
import {
  answersMoreThan,
  joinedAnswers,
  leavesOutWhomAsked,
  partsAddingTo,
  questionsJoinedByAnd,
  straysFromTheParts,
  separateQuestions,
  withoutReasonAfter,
} from './several-questions';
import { coupleNamedIn } from './records/the-couple';
import { withRecordsDescribedByRecords } from './records/described-by-records';
import { asksUnheldContributions } from './lookup/unheld-contributions';
import { withWholeNumbers, type RevealNumber } from './whole-numbers';
import { withYesOrNo } from './yes-or-no';
import { FOLLOW_UPS, exampleQuestions } from './suggestions';
import { readQuestion, type Question } from './text/question';

export type ChatContext = {
  snapshot: HouseholdSnapshot;
  /** The documents' texts and the guidebook entries this reader may read (logs a view). */
  loadTexts: () => Promise<SearchableText[]>;
  /** The guidebook entries alone, without reading every document's text; `loadTexts` else. */
  loadGuidebook?: () => Promise<SearchableText[]>;
  /**
   * A policy's or a bill's whole number through its screen's Reveal (Insurance, Monthly
   * Expenses); without it, the last four.
   */
  revealNumber?: RevealNumber;
};

/** "How long should Jordan's Gmail stay open?": the plan for what it names (group 3). */
const STAY_OPEN =
  /\b(how long|how soon|when) (should|do|would|will|must) ([\w ]{1,40}?) (stay|remain|be kept|be left) (open|active|up|on|online)\b/;

/** "What should happen to…", "how long should we keep…", "what did I say should happen to…". */
const PLAN_QUESTION =
  /\bwhat (should|do|would) (i|we|they|you) (do|have happen) (with|about|to)\b|\b(instructions|wishes|plans?) (about|for|on) (what to do|how to handle)\b|\bwhat to do (with|about)\b|\bwhat (should|is to|do we want to) happen (to|with)\b|\b(how long|how soon|when) (should|do|would|will|are|am|is) (i|we|they|you) (supposed to |meant to |going to )?(keep|close|cancel|delete|memorialize|shut|leave|open|read|give)\b|\bwhat (did|do|does) (i|we|he|she|they) (want|wish|wanted|wished)( to)? (done|happen|to happen|to do)? ?(with|to|about)\b|\bwhat (did|do|does) (i|we|he|she|they|[a-z]+) (say|write|decide|ask) (should )?(happen|be done) (to|with)\b/;

/** What the family's own guidebook may say to do, unlike advice. */
const FAMILY_PLAN = new RegExp(`${STAY_OPEN.source}|${PLAN_QUESTION.source}`);

/** "Besides…", "what else…": the rest of something, not what the question names. */
/**
 * "If something happened to both Jordan and Alex, who would raise the kids?": the people of the
 * condition are whose death or incapacity it is, not the record asked about.
 */
const ON_CONDITION_OF =
  /\b(if|when|should) (something|anything) (happens|happened|were to happen|should happen) to\b|\b(if|when|after|once|should) (\w+ ){1,4}(die|dies|died|pass away|passes away|passed away|were to die|is gone|are gone|become incapacitated|becomes incapacitated)\b|\b(next in line|alternate|backup|contingent|secondary)( \w+){0,6} after\b/;

const BESIDES = /\b(besides|other than|apart from|aside from|in addition to|else)\b/;

/** "Gmail plan after I die": the question's words without those of the event. */
function withoutEventWords(question: Question): Question {
  const kept = (word: string) => !EVENT_WORDS.has(word);
  return {
    ...question,
    tokens: question.tokens.filter(kept),
    contentTokens: question.contentTokens.filter(kept),
  };
}

/** The question without the words that ask for the family's plan, for the other declines. */
function withoutPlanWords(question: Question): Question {
  const strip = (text: string) =>
    text.replace(STAY_OPEN, ' $3 ').replace(FAMILY_PLAN, ' ').replace(/\s+/g, ' ').trim();
  const text = strip(question.text);
  const left = new Set(text.split(' '));
  return {
    ...question,
    text,
    plainText: strip(question.plainText),
    tokens: question.tokens.filter((word) => left.has(word)),
    contentTokens: question.contentTokens.filter((word) => left.has(word)),
  };
}

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
 * A document's sentence saying what the question asks of a record and no record holds, when the
 * answer so far does not say it; reading the documents' texts only when some word is unheld.
 */
async function documentQuote(
  question: Question,
  snapshot: HouseholdSnapshot,
  loadTexts: () => Promise<SearchableText[]>,
  stated = '',
): Promise<IntentReply | null> {
  if (snapshot.documents.length === 0) return null;
  const asked = unheldWords(question, snapshot);
  if (asked.unheld.length === 0) return null;
  const said = new Set(normalizeText(stated).split(' '));
  if (asked.unheld.some((word) => said.has(word))) return null;
  return quoteFromDocuments(asked, snapshot, await loadTexts());
}

function isNotFound(answer: IntentReply): boolean {
  return answer.sources.length === 0 && answer.response.startsWith("I couldn't find");
}

/**
 * Answers a question about the selected households from their own records, without a model:
 * an intent router, names and dates read from the question, and a templated answer that cites
 * every record it used. Pure except for `loadTexts`, called only for "where is…" questions.
 */
export async function answerQuestion(question: string, context: ChatContext): Promise<TChatAnswer> {
  const recordWords = () => recordWordsOf(context.snapshot);
  const questions = withoutReasonAfter(question);
  const parts = separateQuestions(questions, recordWords);
  const joined = parts ? null : questionsJoinedByAnd(questions, recordWords);
  if (!parts && !joined) return answerOneQuestion(questions, context);
  // The texts are read (and the guidebook's view logged) once for all the questions.
  const shared: ChatContext = {
    ...context,
    loadTexts: once(context.loadTexts),
    ...(context.loadGuidebook && { loadGuidebook: once(context.loadGuidebook) }),
  };
  const answers: TChatAnswer[] = [];
  // The first part of a question is a question too ("…CPA. For the year: what is the tax…?").
  const asked = (part: string) =>
    /\?\s*$/.test(questions) && !/[?.!]$/.test(part) ? `${part}?` : part;
  for (const part of parts ?? joined ?? [])
    answers.push(await answerOneQuestion(asked(part), shared));
  // Every one answered, or the whole text is read as one question.
  if (!answers.every((answer) => answer.understood)) return answerOneQuestion(questions, shared);
  if (parts) return joinedAnswers(answers);
  // "…, and what's the account number?": the whole text's answer, unless it left a part out.
  const whole = await answerOneQuestion(questions, shared);
  if (
    answersMoreThan(answers, whole) ||
    leavesOutWhomAsked(questions, answers, whole) ||
    straysFromTheParts(answers, whole)
  )
    return joinedAnswers(answers);
  // "How many units are in the 529, and who takes over as owner?": the whole answer says what
  // the parts cannot (the successor owner), a part what it left out (the units): both.
  const adding = partsAddingTo(answers, whole);
  return adding.length > 0 ? joinedAnswers([whole, ...adding]) : whole;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

async function answerOneQuestion(question: string, context: ChatContext): Promise<TChatAnswer> {
  const { snapshot } = context;
  // Loaded once whichever answers read them: loading reads every document's text and logs a
  // view of the guidebook.
  let texts: Promise<SearchableText[]> | undefined;
  const loadTexts = () => (texts ??= context.loadTexts());
  let book: Promise<SearchableText[]> | undefined;
  const loadGuidebook = () =>
    (book ??= texts
      ? texts.then((all) => all.filter((each) => each.kind === 'guidebook'))
      : (context.loadGuidebook ?? loadTexts)());
  const loaded: ChatContext = { snapshot, loadTexts };
  let recordWords: ReadonlySet<string> | null = null;
  // "Our daughter's college fund": the child the records say it is ("Mia's college fund");
  // "the card the streaming services go on": the card that pays them.
  const described = withRecordsDescribedByRecords(question, snapshot);
  const parsed = readQuestion(
    described,
    () => (recordWords ??= recordWordsOf(snapshot)),
    coupleNamedIn(snapshot),
    () => peopleWordsOf(snapshot),
  );
  const routerContext = routerContextOf(snapshot);
  // "Does the home policy cover flood?": the records do not say which losses a policy covers.
  if (asksUnheldCover(parsed, snapshot)) return cantAnswer(snapshot);
  // "How much has Dell matched into the 401(k)?": payroll contributions are not in the records.
  if (asksUnheldContributions(parsed, snapshot)) return cantAnswer(snapshot);
  const intent = routeQuestion(parsed, routerContext);
  // "How many estate documents, and how many of them are Alex's alone?": both counts.
  const partOfAll = intent === 'estate_documents' ? documentsPartOfAll(parsed, snapshot) : null;
  if (partOfAll) return finished(partOfAll, intent);
  // "Which one is only marked signed, not witnessed or stored?": the documents at that status.
  const byStatus =
    intent === 'estate_documents' || intent === 'document_location'
      ? documentsByStatus(parsed, snapshot)
      : null;
  if (byStatus) return finished(byStatus, 'estate_documents');
  // "Which of our contacts has a 713 area code?": the people with a phone number there.
  const byAreaCode = intent === 'help' ? null : contactsByAreaCode(parsed, snapshot);
  if (byAreaCode) return finished(byAreaCode, 'estate_people');
  // "Which of our monthly bills have no payment day recorded?"
  const undated = intent === 'help' ? null : billsWithoutADay(parsed, snapshot);
  if (undated) return finished(undated, 'due');
  // "Which of our accounts are titled joint with right of survivorship?"
  const titled = intent === 'help' ? null : recordsTitled(parsed, snapshot);
  if (titled) return finished(titled, 'net_worth');
  // "The top three bills", "everything except the two mortgages": a set of records, asked whole.
  const ofSet = intent === 'help' ? null : answerRecordSet(parsed, described, snapshot);
  if (ofSet) return finished(ofSet, intent);
  let answer: IntentReply;
  // "Can our CPA read the letter?" asks how a guidebook entry is shared, before who has access.
  const shared =
    intent !== 'help' &&
    mayAskSharing(parsed, snapshot) &&
    !isDeclinedOnPurpose(parsed, routerContext)
      ? guidebookSharingAnswer(parsed, snapshot, await loadGuidebook())
      : null;
  // "What should happen to Jordan's Gmail?" is the family's own plan when the guidebook has it,
  // not advice, nor the triggering event's steps.
  const planned =
    !shared &&
    intent !== 'help' &&
    FAMILY_PLAN.test(parsed.text) &&
    // Advice that is only the "should" of the plan's question is not advice; anything else is.
    !isDeclinedOnPurpose(withoutPlanWords(parsed), routerContext)
      ? // The entry is found by what the plan is for ("the digital accounts"), not by "how long".
        guidebookAnswer(withoutPlanWords(parsed), snapshot, await loadGuidebook(), 1 / 2, {
          namedInTitle: true,
        })
      : null;
  // "What roles does Sam have in our estate plan?" is everything Sam is, not the plan's documents.
  const rolesOf =
    !shared && !planned && ASKS_ROLES_OF.test(parsed.text) ? answerWhoIs(parsed, snapshot) : null;
  if (shared) answer = { intent: 'guidebook', ...shared };
  else if (planned) answer = { intent: 'guidebook', ...planned };
  else if (rolesOf) answer = rolesOf;
  else if (
    intent !== 'help' &&
    intent !== 'guidebook' &&
    ASKS_ACCESS.test(parsed.text) &&
    !isDeclinedOnPurpose(parsed, routerContext)
  )
    answer = {
      intent: 'advisor',
      ...answerAccess(snapshot, parsed.text),
      suggestions: [...FOLLOW_UPS.advisor],
    };
  else if (intent === 'unknown') {
    // A question no rule placed may still name a guidebook entry ("what should happen to the
    // Gmail?"); one declined on purpose (advice, another family) is not searched.
    const declined = isDeclinedOnPurpose(parsed, routerContext);
    const found = declined
      ? null
      : (answerWhoIs(parsed, snapshot) ??
        guidebookAnswer(parsed, snapshot, await loadGuidebook()) ??
        lookUpRecords(parsed, snapshot)?.reply);
    const quoted = found || declined ? null : await documentQuote(parsed, snapshot, loadTexts);
    if (quoted) answer = quoted;
    else if (!found) return cantAnswer(snapshot);
    else answer = { intent: 'guidebook', ...found };
  } else {
    answer = await reply(intent, parsed, loaded);
    // An intent that found nothing by the question's names ("how long should the Gmail stay
    // open?" read as an account) gives way to a guidebook entry that holds half its words and
    // is named in its title or section ("Jordan's Gmail"), not one that merely mentions them.
    // "Where is…" searched the guidebook already.
    if (isNotFound(answer) && intent !== 'guidebook') {
      // "Where is…" searched the guidebook already; the records may still hold what it named
      // ("where is our emergency fund?" is an account).
      // A record named on its own and asked something it holds ("can Marcus see our
      // accounts?") comes before an entry that only shares a word with it.
      const lookup = lookUpRecords(parsed, snapshot);
      const found =
        (lookup?.specific ? lookup.reply : null) ??
        (intent === 'document_location'
          ? null
          : guidebookAnswer(parsed, snapshot, await loadGuidebook(), 1 / 2, {
              namedInTitle: true,
            })) ??
        lookup?.reply ??
        // "The Dell HR benefits number": an entry that holds most of the question's words,
        // whatever its title, over saying nothing.
        (intent === 'document_location'
          ? null
          : guidebookAnswer(parsed, snapshot, await loadGuidebook(), 2 / 3));
      if (found) answer = { intent: 'guidebook', ...found };
    }
  }
  // An answer about the records a question names that leaves out what it asked of them ("what
  // day does the condo mortgage come out?" answered with its balance) gives way to those
  // records' own facts.
  // Not how a guidebook entry is shared, the family's own plan, nor someone's roles: those
  // answered what was asked.
  // Nor a category's total ("what does the Home category run us?"): no one record is it.
  // Nor what the guidebook was asked and found ("what notes did Alex leave about the dog?").
  if (
    !(intent === 'guidebook' && answer.intent === undefined) &&
    !shared &&
    !planned &&
    !rolesOf &&
    !isNotFound(answer) &&
    !answer.recordsLack &&
    answer.intent !== 'record' &&
    !(
      (intent === 'estate_people' || intent === 'beneficiaries') &&
      ON_CONDITION_OF.test(parsed.text)
    ) &&
    !answer.statesAllHeld &&
    // "Our net worth, counting the houses, the cars and what we owe" asks the net worth, whatever
    // records it lists.
    !(intent === 'net_worth' && /\bnetworth\b/.test(parsed.text)) &&
    // "Who is Jordan's trusted contact?" asks the trusted contacts, not who Jordan is.
    !(intent === 'if_something_happens' && /\btrusted contacts?\b/.test(parsed.text)) &&
    askedAttributes(parsed.text).length > 0 &&
    namedCategories(parsed.text).length === 0
  ) {
    const lookup = lookUpRecords(parsed, snapshot);
    const stated = answer.response;
    // "Which costs more, and by how much?" wants the difference said, not only both amounts.
    const differs =
      ASKS_DIFFERENCE.test(parsed.text) &&
      lookup?.reply.response.includes(DIFFERENCE) === true &&
      !stated.includes(DIFFERENCE);
    const statesAll = lookup?.markers.every((marker) => stated.includes(marker)) === true;
    // "Combined, what are our two mortgage payments?": the same amounts the answer listed, added
    // up as asked.
    const total = lookup?.reply.response.split(TOGETHER)[1]?.match(/\$[\d,]+\.\d\d/)?.[0];
    const sums = ASKS_TOTAL.test(parsed.text) && !!total && !stated.includes(total) && statesAll;
    // "Is the house insured for more or less than it's worth, and by how much?": two measures of
    // what it names (its value, its policy's cover) set apart, which no one answer says.
    const measuresApart = differs && askedAttributes(parsed.text).length >= 2;
    if (
      lookup &&
      (sums || measuresApart || (lookup.specific && (differs || lookup.lacking || !statesAll)))
    )
      answer = lookup.reply;
  }
  // "Gmail plan after I die": what the family wrote for the entry it names, not what happens to
  // every record after a death.
  if (intent === 'if_something_happens' && namesGuidebookHeading(parsed, snapshot, routerContext)) {
    const entry = guidebookAnswer(
      withoutEventWords(parsed),
      snapshot,
      await loadGuidebook(),
      1 / 2,
      {
        namedInTitle: true,
      },
    );
    if (entry) answer = { intent: 'guidebook', ...entry };
  }
  // "What's inside the fireproof safe besides the wills?": an entry the question names by its
  // heading that says more of what was asked than the answer found elsewhere.
  if (
    intent !== 'help' &&
    answer.intent !== 'guidebook' &&
    namesGuidebookHeading(parsed, snapshot, routerContext) &&
    !isDeclinedOnPurpose(parsed, routerContext)
  ) {
    const entry = guidebookAnswer(parsed, snapshot, await loadGuidebook(), 1 / 2, {
      namedInTitle: true,
    });
    // "Besides the wills, what else is in the safe?": an answer about the wills is not it.
    if (
      entry &&
      (isNotFound(answer) ||
        BESIDES.test(parsed.text) ||
        wordsAnswered(parsed, entry.response) > wordsAnswered(parsed, answer.response))
    )
      answer = { intent: 'guidebook', ...entry };
  }
  // "The personal liability limit on the home policy": what no record holds may be in a document
  // about the record, which the answer so far left out.
  if (!shared && !planned && intent !== 'help' && answer.intent !== 'guidebook') {
    const quoted = await documentQuote(parsed, snapshot, loadTexts, answer.response);
    if (quoted) answer = quoted;
    // "Did Jordan leave wishes about the funeral or burial?": a record the question names, asked
    // in several words no record or document holds, does not hold the answer; its card is not it.
    else if (
      answer.intent === 'record' &&
      askedAttributes(parsed.text).length === 0 &&
      answersNone(unheldWords(parsed, snapshot), answer)
    )
      return cantAnswer(snapshot);
  }
  // "How much did the attorney charge us?" answered with the will's facts is no answer.
  if (statesNoAmountAsked(parsed, answer, intent)) return cantAnswer(snapshot);
  answer = await withWholeNumbers(parsed, answer, context.revealNumber);
  // "Am I named as successor trustee?": yes or no, then the records that say so.
  answer = withYesOrNo(parsed.text, answer);
  return finished(answer, intent);
}

/** The chat's answer from an intent's reply, with the intent's follow-ups when it gave none. */
function finished(answer: IntentReply, intent: ChatIntent): TChatAnswer {
  return {
    response: answer.response,
    intent: answer.intent ?? intent,
    // "I couldn't find “groceries”" answers nothing: the question is declined, as an unknown one is.
    understood: !isNotFound(answer) && !answer.recordsLack,
    sources: answer.sources,
    suggestions: answer.suggestions ?? [
      ...FOLLOW_UPS[intent === 'unknown' || answer.intent === 'guidebook' ? 'guidebook' : intent],
    ],
    answeredBy: 'rules',
  };
}
