import { isOutOfScope, namesAnotherFamily } from './out-of-scope';
import { askedFacets } from './records/obligation-facets';
import { ASKS_HELD_BY } from './intents/accounts-held-by';
import { ASKS_WHO_TO_CALL } from './intents/advisors';
import { ASKS_UNRECORDED_PAYMENT } from './intents/payment-method';
import { ON_DAY_OF_MONTH } from './intents/due-dates';
import { MENTIONS_DATE } from './text/date-range';
import { INVESTMENT_RETURN } from './text/keywords';
import { askedInstrumentKinds } from './intents/document-location';
import { ASKS_ESTATE_DOCUMENTS, ASKS_POUR_OVER, SIGNED_IN_YEARS } from './intents/estate-documents';
import type { Question } from './text/question';

export const CHAT_INTENTS = [
  'help',
  'document_location',
  'beneficiaries',
  'estate_people',
  'advisor',
  'if_something_happens',
  'estate_documents',
  'guidebook',
  'insurance',
  'loans',
  'portfolio',
  'due',
  'manual_pay',
  'paying_account',
  'autopay',
  'net_worth',
  'spending',
  'unknown',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** What the router may know of the records: names that make a question about them. */
export type RouterContext = {
  /**
   * Words of the households' people's names (so "the Rivera family" is not someone else's), and
   * of records called "… family" ("Spotify Family").
   */
  ownNameWords: ReadonlySet<string>;
  /** Words of advisors' names ("what's Dana's email?"). */
  advisorWords: ReadonlySet<string>;
  /** Words of the names of the estate plan's people with a phone or email ("how do I reach Sam?"). */
  contactWords?: ReadonlySet<string>;
  /** Held symbols, lowercased ("how many VTI do we have?"). */
  symbols: ReadonlySet<string>;
};

const HELP =
  /^(help|hi|hello|hey|menu|start)( me| please| there)?$|\bwhat can (you|i)\b|\bwhat (should|could|do) i ask( you)?$|\bhow (do|does) (this|you|it) work\b|\bwhat do you (do|know)\b|\bwho are you\b|\bwhat are you\b|\bexamples?\b/;

const WHERE =
  /\b(where|wheres|whereabouts|find|locate|located|location|kept|keep(?! (\w+ ){0,3}going\b)|stored|store|filed)\b/;
const MONEY =
  /\b(money|networth|worth|cash|invested|investments?|savings|assets|wealth|bank|banks|pay|pays|paid|paying|spend|spending|spent|autopay|bills?|from|payments?|due)\b/;
const DOCUMENT =
  /\b(documents?|originals?|copy|copies|paperwork|papers|certificates?|deed|deeds|title|titles|passports?|birth certificate|social security card|tax returns?|safe deposit|safe|keys?|wills?|trust|trusts|poa|directive|contract|contracts|statements?|receipts?|warrant(y|ies)|letter of intent|scan|scans|scanned|uploaded)\b/;
const HAVE_DOCUMENT =
  /\b(do we have|have we got|is there|are there|show me|open|did we (upload|save|scan)|(does|do) (anybody|anyone|someone|somebody)( else)?)\b.*\b(documents?|originals?|copy|copies|paperwork|certificates?|deed|title|passports?|tax returns?|scan|scans|statements?|receipts?|warrant(y|ies)|contract)\b/;

const BENEFICIARIES =
  /\b(beneficiar(y|ies)|who (gets|would get|will get|receives|would receive|inherits|would inherit|collects|would collect|will collect)|collect on|inherit|inherits|inheritance|payable on death|pod|tod|transfer on death|who (is |s )?down to get|to whom (it|does it|will it|would it) (goes?|pass(es)?)|who (does|will|would) (it|the ([\w]+ ){0,4}(money|payout|proceeds|benefit|policy|account)) (go|pass) to|paid out to)\b/;
/**
 * "On Jordan's life insurance, who is next in line after Alex?", "who's next in line on the
 * 401(k)?": a policy's or account's next beneficiary.
 */
const NEXT_AFTER = /\b(next in line|alternate) (after|on|for|to)\b/;
const POLICY_OR_ACCOUNT =
  /\b(polic(y|ies)|insurance|assurance|accounts?|401k|403b|ira|roth|brokerage|529|hsa|annuity)\b/;

/** "Is anything we hold worth less than we paid for it?": the holdings at a loss. */
const HELD_AT_A_LOSS =
  /\b(anything|something|any|which|what) (of what )?(we|i|they) (hold|own|have invested|bought)\b.*\b(less (now |today |currently )?than|below|at a loss|(is|are|gone|went) down|underwater|in the red)\b|\b(which|what|any|anything) (of (our|the|my) )?(holdings?|investments?|funds?|stocks?|positions?) (is|are) (showing|at|running) an? (loss|losses)\b|\b(holdings?|investments?|funds?|stocks?|positions?) (is|are) worth less (now |today |currently )?than\b/;

const ESTATE_PEOPLE =
  /\b(executors?|executrix|personal representative|guardians?|guardianship|trustees?|successor(?! owners?)|(?<!insurance |estate |real estate )agents?|poa|proxy|(healthcare|medical|health) (agent|decisions|decision)|financial decisions|make (medical |financial |the )?decisions|take care of (the |our |my )?(kids|children|pets?|dog|cat)|raise (the |our |my )?(kids|children)|(would|will|should|could) (raise|bring up) (the |our |my )?(kids|children|them|\w+ and \w+)|(name|names|named|appoint|appoints|appointed|choose|chose|pick|picked) (\w+ ){0,2}to (raise|bring up|look after|care for|take care of)|pet caretaker|witness|witnesses|alternates?)\b/;
/** "Who is named in our estate plan, and in what roles?", "…in our wills and trust": the plan's people. */
const WHO_IS_NAMED =
  /\b(who|everyone|everybody|anyone|people|names)\b.*\b(named|listed|appointed|roles?)\b.*\b(estate (plan|planning|documents?|papers)|wills?|trusts?)\b/;
const ADVISOR_ROLE =
  /\b(advisors?|advisers?|cpa|accountants?|tax (preparer|person|guy|lady|pro)|bookkeeper|attorneys?|lawyers?|law (firm|office)s?|who (does|did|will do|prepares|prepared|files|filed|handles|handled) (our|my|the|(the )?\w+) ((\d{4}|federal|state|joint|income|tax|last|this) ){0,3}(taxes|tax returns?|returns?|books|bookkeeping)|(financial|wealth|estate) (planner|manager|advisor|adviser)|planners?|insurance (agent|broker|agents)|broker|banker|physician|doctor)\b/;
const CONTACT =
  /\b(phone|cell|cellphone|mobile|email|number|contact|call|reach|text|firm|office|in touch|get hold|address)\b/;

const IF_SOMETHING_HAPPENS =
  /\b(die|dies|died|dying|death(?! benefits?)|dead|pass away|passes away|passed away|incapacitated|incapacity|incapable|coma|hit by a bus|something happens to|happens to (me|us|him|her)|(get|gets|got|become|becomes) (sick|ill|disabled)|triggering event|emergency plan|when i am gone|when im gone|if i am gone|if im gone|trusted contacts?)\b/;

/** "Who gets the kids (if something happens to both of us)?": who would raise them. */
const GETS_CHILDREN =
  /\bwho (gets|would get|will get|would take|will take|looks after|would look after|will look after) ((guardianship|custody|care) of )?(the |our |my )?(kids|children)( if\b.*)?$|\bif\b.*\bwho (gets|would get|will get) (the |our |my )?(kids|children)$/;
const NET_WORTH_PHRASE =
  /\bnetworth\b|\b(cash|bank accounts?|in the bank|checking|savings)\b.*\b(counting|including|along with|excluding)\b|\b(everything|all|what) (we|i) own\b.*\b(owe|debts?|liabilities)\b|\bwhere do (we|i) stand( financially| overall| now)?$|\bassets minus\b|\b(own|assets) (minus|less) (what (we|i) owe|debts?|liabilities)\b/;

const ASKS_WHEN = /\b(when|what date|how old|how long ago|reviewed|review)\b/;
const GUIDEBOOK = /\b(guide ?books?|family guide)\b/;
/**
 * "What number did Jordan leave for Dell HR?", "did Alex leave any instructions?", "Jordan left
 * a letter for the kids": what the family wrote down for others, which is the guidebook (not what
 * a will leaves someone).
 */
const LEFT_A_NOTE =
  /\b(numbers?|phone|notes?|instructions?|list|message|details|info|information|contacts?) (did|has|had) (\w+ ){1,2}(leave|left|write|written|jot|jotted|note|noted)\b|\b(leave|left) (us |me |them )?(a |the |any )?(notes?|instructions|list|message|numbers?|letters?)\b|\b(letters?|notes?) (\w+ ){1,2}(left|wrote|has written|had written)\b/;

const INSURANCE_POLICY =
  /\b(on|under|covered by|covered under) (the |our |my |their )?(\w+ )?insurance\b|\b(life insurance|policy|policies|coverage|covered|face (amount|value)|death benefit|carriers?|insurers?|insured|umbrella|disability|long term care|term life|whole life|what insurance|insurance do we have|insurance we have)\b/;
/** "How much life insurance do we have?", "the death benefit": what a policy covers. */
const ASKS_COVERAGE =
  /\bhow much (\w+ )?(insurance|coverage|cover) (do|does) (we|i|they|he|she|\w+) (have|carry|hold)\b|\b(face (amount|value)s?|death benefits?|coverage amounts?|(insured|covered) for)\b|\b(what|whats)( is)? (the |our |my )?(\w+ )?(coverage|cover) (and|plus)\b/;
/** "Who is our car insurance with?", "which company insures the house?": the policy's carrier. */
const INSURANCE_CARRIER =
  /\b(who|what company|which company)\b.*\b(insurance|insured|insures|policy)\b.*\b(with|through)\b|\b(insurance|policy) (company|carrier|provider)\b|\bwho insures\b/;
const SPENDING_WORD =
  /\b(spend|spends|spent|spending|pay|pays|paying|paid|premiums?|cost|costs|costing|bill|bills|per month|a month|(each|every) month|monthly|yearly|per year|a year|autopay|due|expenses?)\b/;

const LOAN =
  /\b(loans?|lenders?|owe|owed|owing|debts?|payoff|paidoff|interest rates?|interest|rate|apr|principal|heloc|amortiz\w*)\b/;
const MORTGAGE = /\bmortgages?\b/;
/**
 * "Which bills aren't paid from Chase?", "what do we spend other than the mortgage?": the bill
 * intents list what a question names, so a negated one would get the opposite of what it asked.
 * Only "not on auto-pay" (MANUAL) is read; the rest are declined.
 */
export const NEGATED =
  /\b(not|nt|isnt|arent|dont|doesnt|didnt|wasnt|werent|havent|hasnt|never|except|excluding|besides|without|other than|apart from|aside from)\b/;
const RELATIVE_PERIOD = /\b(today|tomorrow|this (week|weekend|month)|next (week|weekend|month))\b/;
const LOAN_FIGURE = /\b(payoff|paidoff|balance|rate|interest|apr|principal)\b/;
const MORTGAGE_LOAN = /\b(balance|left|remaining|term|years|principal|how long)\b/;

const PORTFOLIO = new RegExp(
  String.raw`\b(trading at|trades at|share price|stock price|portfolio|investments?|invested|investing|stocks?|shares?|holdings?|positions?|stakes?|allocation|allocated|diversif\w*|etfs?|mutual funds?|(?<!(emergency|rainy day|sinking|vacation|slush) )funds?|bonds?|brokerage|401k|403b|ira|roth|529|hsa|gains?|losses|${INVESTMENT_RETURN.source}|performance|performing|dividends?|crypto|bitcoin|gainers?|losers?)\b`,
);
const GROWTH =
  /\b(gain|gains|gained|grown|grew|growth|returns?|returned|profit|profits|earned|made|up|down)\b/;
export const CONTRIBUTION =
  /\b(contribute|contribution|contributions|pulled|put into|(?<!what (we|i|you) )put in|deposit|(goes|go|going|putting|put) (to|toward|towards)|(is|are) (going|put) (to|toward|towards|into))\b/;

const DUE =
  /\b(drafted|charged|debited|withdrawn|taken|billed|paid|comes? out|goes out) (earlier|later|first|sooner|last(?! (month|year|week|time|quarter)))\b|\b(due|upcoming|coming up|next (bill|bills|payment|payments)|next (\w+ ){0,3}(charge|charges|draft|debit|withdrawal|renewal|(?<!\b(car|loan|auto) )payments?)|next mortgage payments?|schedule|scheduled)\b|^next (car|auto) payments?$|\b(when|what days?|which days?|what dates?|which dates?|next date|next day)( of (the|each|every) month)? (is|are|do|does|will|the|our|my|this|that|they)\b.*\b(pay|paid|due|charge|charged|draft|drafts|drafted|withdrawn|debited|deducted|taken|pull|pulls|pulled|bill|bills|payment|go out|goes out|come out|comes out|hit|hits|post|posts)\b/;
/** "When does … draft / go out / get pulled?": the day a payment leaves an account. */
const WHEN_DRAFTED =
  /\b(when|what day|which day|what date)\b.*\b(draft|drafts|drafted|go out|goes out|come out|comes out|pull|pulls|pulled|debited|withdrawn|(next )?(take|takes) (the |our |his |her |\w+ )?(\w+ )?(tuition|payment|premium|fee|fees|dues|money))\b/;
const OWED_EACH_PERIOD = /\bowe\b.*\b(each|every|a|per) (month|year|quarter)\b/;
const PAY_WORD =
  /\b(pay|pays|paid|paying|bills?|payments?|charged|owe|drafted|withdrawn|autopay|spend|spending|expenses?|obligations?|comes? out|goes out|go out|coming out|going out)\b/;

const MANUAL =
  /\b(pay|paid|pays) (in|with|by) (cash|check|cheque)\b|\b(manual|manually|by hand|(not|arent|isnt) (set up |enrolled )?(on|for|in) autopay|not autopay|not automatic|not automatically|ourselves|myself|ourself)\b/;
const PAYING_ACCOUNT =
  /\b(charges?|bills?|payments?|subscriptions?|obligations?)\b.*\b(go|goes|get|gets|put|land|lands) on\b|\b(which|what) (account|accounts|card|cards|bank|banks)\b|\b(paid|pay|pays|paying) (from|with|out of)\b|\bcomes? out of\b|\bends? up on\b|\b(charged|billed) to\b|\bfrom (which|what)\b|\bhow (do|does|is|are|should)\b.*\b(pay|paid)\b|\b(is|are) \w+( \w+)? on autopay\b/;
const AUTOPAY = /\b(autopay|automatic|automatically)\b/;

const NET_WORTH =
  /\bhow much (money )?(is|do we have|have we got|has \w+ got|have they got|does \w+ have) in\b|\b(what|how much)( money)? (do|does) (we|i|they|\w+) (have|hold|keep) (at|with|in)\b|\b(saved|networth|worth|wealth|assets?|how much money|where (is|does|do) (our |my |the )?money|how rich|liquid|cash|savings|checking|bank accounts?|accounts?|balances?|in the bank|value of|valued|estimated value|equity)\b/;

/** What the household pays, including what it puts into an account ("goes into the 529"). */
const SPEND_VERB =
  /\b(spend|spends|spent|spending|cost|costs|costing|(go|goes|going|put|puts|putting) into|contribut(e|es|ed|ing|ions?))\b/;
/** What only net worth answers, even beside "spend". */
const HOLDINGS_ASKED =
  /\b(networth|worth|wealth|assets?|balances?|in the bank|how much money|how rich|liquid|value|valued|equity|have|left)\b/;

const SPENDING =
  /\b(spend|spends|spent|spending|cost|costs|costing|charge|charges|billed|pay|pays|paying|paid|payments?|premiums?|dues|expenses?|bills?|obligations?|subscriptions?|memberships?|budget|how much|monthly|yearly|annual\w*|per (month|year)|a (month|year)|(each|every|typical|average|usual|normal) (month|year)|ends? up on|lands? on|biggest|largest|smallest|cheapest|most expensive|highest|lowest|how many|breakdown|categor(y|ies)|total)\b/;

function isDocumentQuestion(text: string): boolean {
  if (/\bdeath certificates?\b/.test(text)) return true;
  if (HAVE_DOCUMENT.test(text)) return true;
  if (!WHERE.test(text)) return false;
  return DOCUMENT.test(text) || !MONEY.test(text);
}

/** "When does Marcus usually prepare the joint return?": the work an advisor does for the family. */
const ADVISOR_WORK =
  /\b(prepare|prepares|prepared|do|does|did|file|files|filed|handle|handles|handled)\b.*\b(returns?|taxes|books|bookkeeping|wills?|trusts?)\b/;

/** Advice, the outside world or another family: declined whatever the records hold. */
export function isDeclinedOnPurpose(question: Question, context: RouterContext): boolean {
  return (
    isOutOfScope(question.text) ||
    isOutOfScope(question.plainText) ||
    namesAnotherFamily(question.plainText, context.ownNameWords)
  );
}

/**
 * Reads what a question asks, by rules in priority order: the first that fits wins. The order
 * settles the overlaps ("where is the will" is a document before it is the estate plan; "who
 * is the beneficiary of the life insurance" is a beneficiary before it is a policy).
 */
export function routeQuestion(question: Question, context: RouterContext): ChatIntent {
  const { text, tokens } = question;
  if (tokens.length === 0) return 'unknown';
  if (HELP.test(text)) return 'help';
  if (isDeclinedOnPurpose(question, context)) return 'unknown';
  // "Add up everything we own and subtract what we owe: where do we stand?" is net worth.
  if (NET_WORTH_PHRASE.test(text)) return 'net_worth';
  // "Which guidebook section is the safe entry filed under?": the entry's section, not a paper.
  if (GUIDEBOOK.test(text) && /\bsections?\b/.test(text)) return 'guidebook';
  // "Which guidebook entries mention our attorney?": the entries, not the attorney.
  if (
    (GUIDEBOOK.test(text) || /\bentries\b/.test(text)) &&
    /\b(mention|mentions|refer to|refers to)\b/.test(text)
  )
    return 'guidebook';
  // "Where does everything left over in the will go?": what the will leaves, not where it is.
  if (ASKS_POUR_OVER.test(text) && /\b(wills?|estate)\b/.test(text)) return 'estate_documents';
  if (isDocumentQuestion(text)) return 'document_location';
  // "Who gets the kids?" asks who would raise them (the estate plan's people), not a beneficiary.
  if (GETS_CHILDREN.test(text)) return 'estate_people';
  if (BENEFICIARIES.test(text) || (NEXT_AFTER.test(text) && POLICY_OR_ACCOUNT.test(text)))
    return 'beneficiaries';
  // "How many estate planning documents (wills, trust, powers of attorney…)": the documents.
  if (/\bhow many\b/.test(text) && ASKS_ESTATE_DOCUMENTS.test(text)) return 'estate_documents';
  // "Which documents were signed before 2023?": the estate documents, by when each was signed.
  if (
    SIGNED_IN_YEARS.test(text) &&
    /\b(documents?|papers|wills?|trusts?|poas?|directives?)\b/.test(text)
  )
    return 'estate_documents';
  // "When was the POA last reviewed?" asks about the document, not the agent it names.
  if (ASKS_WHEN.test(text) && !/\bwho\b/.test(text) && askedInstrumentKinds(text).length > 0)
    return 'estate_documents';
  // "I'm the executor and need to reach Priya": how to reach someone named, whatever else it says.
  if (
    CONTACT.test(text) &&
    question.contentTokens.some(
      (word) => context.advisorWords.has(word) || context.contactWords?.has(word),
    )
  )
    return 'advisor';
  if (ESTATE_PEOPLE.test(text) || WHO_IS_NAMED.test(text)) return 'estate_people';
  if (
    ADVISOR_ROLE.test(text) ||
    (ADVISOR_WORK.test(text) &&
      question.contentTokens.some((word) => context.advisorWords.has(word))) ||
    ASKS_WHO_TO_CALL.test(text) ||
    (CONTACT.test(text) &&
      question.contentTokens.some(
        (word) => context.advisorWords.has(word) || context.contactWords?.has(word),
      ))
  )
    return 'advisor';
  if (IF_SOMETHING_HAPPENS.test(text)) return 'if_something_happens';
  if (GUIDEBOOK.test(text) || LEFT_A_NOTE.test(text)) return 'guidebook';
  if (
    (askedInstrumentKinds(text).length > 0 || ASKS_ESTATE_DOCUMENTS.test(text)) &&
    !SPENDING_WORD.test(text)
  )
    return 'estate_documents';
  // "The policies on the cars, with their policy numbers and premiums", "how much life insurance
  // do we have, and what do the premiums come to?": the policies, premiums too.
  if (
    (INSURANCE_POLICY.test(text) || INSURANCE_CARRIER.test(text)) &&
    (!SPENDING_WORD.test(text) ||
      /\bpolicy (numbers|number|no)\b/.test(text) ||
      ASKS_COVERAGE.test(text))
  )
    return 'insurance';
  // "Which holdings are worth less today than we paid?": a loss, not a bill due today.
  if (HELD_AT_A_LOSS.test(text)) return 'portfolio';
  // "What do we owe this week?" is bills falling due, not loan balances.
  const negated = NEGATED.test(text) && !MANUAL.test(text) && !ASKS_UNRECORDED_PAYMENT.test(text);
  if (RELATIVE_PERIOD.test(text) && PAY_WORD.test(text) && !LOAN_FIGURE.test(text))
    return negated ? 'unknown' : 'due';
  // "Something always hits the card on the 20th, what is it?": the bills paid that day.
  if (ON_DAY_OF_MONTH.test(text) && !negated) return 'due';
  // "How much equity is in the condo, value minus the mortgage?" is the home's, not the loan's.
  if (/\bequity\b/.test(text) && !/\b(heloc|line of credit)\b/.test(text)) return 'net_worth';
  // "When does the condo mortgage come out of checking?" asks its day, not its balance.
  // "When is the next car loan payment due?" too: its day, not what is owed.
  if (
    (MORTGAGE.test(text) || /\bloan\b/.test(text)) &&
    DUE.test(text) &&
    !LOAN_FIGURE.test(text) &&
    !negated
  )
    return 'due';
  // "What do they owe Bright Horizons each month?": a bill, not a debt.
  if (OWED_EACH_PERIOD.test(text) && !/\b(loans?|mortgages?|debts?|balance|principal)\b/.test(text))
    return 'spending';
  if (
    LOAN.test(text) ||
    (MORTGAGE.test(text) && (!SPENDING_WORD.test(text) || MORTGAGE_LOAN.test(text)))
  )
    return 'loans';
  // "When does the next Texas Tuition Promise Fund draft go out?": a bill's day, though the
  // fund is also an investment account.
  if (WHEN_DRAFTED.test(text) && !negated) return 'due';
  // "What we put into the 529" is a bill; "gained over what was put in" is the portfolio.
  if (
    HELD_AT_A_LOSS.test(text) ||
    ((PORTFOLIO.test(text) || tokens.some((word) => context.symbols.has(word))) &&
      (!CONTRIBUTION.test(text) || GROWTH.test(text)))
  )
    return 'portfolio';
  if (negated) return 'unknown';
  // "What do we put into the 529 every month?": what the bills paying into it cost.
  if (CONTRIBUTION.test(text))
    // "What all gets pulled on the 1st of the month?": the bills paid that day.
    return /\b(when|what day|which day|what date|next date|next day)\b/.test(text) ||
      ON_DAY_OF_MONTH.test(text)
      ? 'due'
      : 'spending';
  if (DUE.test(text) || (MENTIONS_DATE.test(text) && PAY_WORD.test(text))) return 'due';
  // "Which accounts are in Alex's name alone?": whose they are, not what they pay.
  if (ASKS_HELD_BY.test(text) && /\b(accounts?|cards?)\b/.test(text)) return 'net_worth';
  if (MANUAL.test(text) || ASKS_UNRECORDED_PAYMENT.test(text)) return 'manual_pay';
  // "Which account ends in 9034?": the account its last four name, not what it pays.
  if (/\b(ends?|ending) (in |with )?\d{4}\b/.test(text) && !PAY_WORD.test(text)) return 'net_worth';
  if (PAYING_ACCOUNT.test(text)) return 'paying_account';
  if (AUTOPAY.test(text)) return 'autopay';
  // "What we spend on Mia: her activities and the college savings" is spending; "savings",
  // "cash" or "checking" there name what is paid, not what the household has.
  if (NET_WORTH.test(text) && !(SPEND_VERB.test(text) && !HOLDINGS_ASKED.test(text)))
    return 'net_worth';
  if (SPENDING.test(text)) return 'spending';
  // "What's our car insurance?": a kind of spending named on its own, and nothing else.
  if (askedFacets(text).length > 0 && question.contentTokens.length === 0) return 'spending';
  return 'unknown';
}
