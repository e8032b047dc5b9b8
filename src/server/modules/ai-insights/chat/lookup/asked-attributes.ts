import { INVESTMENT_RETURN } from '../text/keywords';
import type { Attribute } from './record-card';

/**
 * The phrases that ask for each attribute of a record, read over the normalized question.
 * A question may ask several ("which company is it with, and how much does it pay out?").
 */
const ASKS: Record<Attribute, RegExp> = {
  cost: /\b(cost|costs|costing|spend|spending|spent|run us|runs us|running us|charge|charges|charging|dues|premiums?|price|fees?|come to|comes to|all in|set us back|sets us back|paying|pay for|pay each|pay every|pay a|pay per|pay monthly|we pay|do we pay|are we paying|monthly bill|(every|each) month|the bill (is|come|comes)|expensive|cheaper|pricier|pricey|pricy|costlier)\b/,
  due: /\b(when|day|date|due|draft (day|date)|come out|comes out|go out|goes out|(payment|bill|premium|draft|installment)s? (is |are |gets |get )?taken out|pulled|drafted|debited|withdrawn|bill us|bills us|charged on|next (payment|bill|charge|draft)|(hit|hits|post|posts) (to )?(the|my|our) (card|account|bank))\b/,
  paidFrom:
    /\b(paid from|pay from|pays from|comes? out of|which (account|card)|what (account|card)|charged to|billed to|from which|from what)\b/,
  balance:
    /\b(balance|owes?|owed|owing|debts?|left|remaining|outstanding|in the bank|have in|sitting|is in|cash|saved|put away|set aside)\b/,
  original:
    /\b(original|originally|borrowed|(?<!(payment|bill|premium|draft|installment)s? (is |are |gets |get )?)(took|take|taken) out|financed|loan amount|started|start|began|opened|term)\b/,
  payment: /\b(monthly payment|payment|payments|installment)\b/,
  rate: /\b(rate|interest|apr|apy|yield|yielding)\b/,
  value: /\b(worth|value|valued|appraised)\b/,
  holdings:
    /\b(invested in|holdings?|holds|hold in|what is in|whats in|what s in|what in (it|them|there|that|this)|made up of|consist|inside)\b/,
  shares: /\b(shares?|how many|units)\b/,
  gain: new RegExp(
    String.raw`\b(gain|gains|loss|losses|losing|down|(?<!(add|adds|adding|sum|total|tally) )up|paid for|cost basis|bought|performance|performing|profit|profits|underwater|made on|make on|earned|${INVESTMENT_RETURN.source})\b`,
  ),
  owner:
    /\b(whose|who owns|owner|owns|titled|titling|registered|held in|in the name|name is|who is insured|(?<!who )insures|covers whom|on whom|who holds (it|that( one)?|this( one)?|the (card|account)))\b/,
  beneficiary:
    /\b(beneficiar\w*|who gets|who would get|inherit\w*|goes to|pay out to|pays out to|payable to|who (receives|would receive|collects|would collect)|collect on|(does|will|would) (it|they) pass to|passes to|tod|pod)\b/,
  carrier:
    /\b(company|carrier|insurer|underwriter|provider|with whom|who insures|insured (by|with)|who is (it|that|the \w+( \w+)?) (with|through))\b|\b(with|through)\W*$/,
  coverage:
    /\b(pay out|pays out|payout|face|coverage|covered for|insured for|(under|over)-?insured|dwelling|death benefits?|how much (is it|life insurance)|worth if)\b/,
  people:
    /\b(executors?|executrix|trustees?|agents?|guardians?|successor|alternates?|backup|primary|caretaker|witness\w*|proxy|personal representative|trusted contacts?|decisions|roles)\b/,
  relation: /\b(related|relation|relationship|who is|who s|whos|who are)\b/,
  contact:
    /\b(phone|cell|cellphone|mobile|email|call|reach|contact|number for|get hold|in touch)\b/,
  handles:
    /\b(handles?|handled|(do|does|did) for (us|me|them|\w+( and \w+)?)|(did|does) (she|he|they|\w+) draft|draft for|responsible|in charge|help us with|helps us with|take care of|takes care of|role|drafted|drew up|draw up|wrote up|prepared|prepares|do our|does our|did our)\b/,
  firm: /\b(firm|works at|work for|works for|practice|office)\b/,
  location: /\b(where|kept|stored|original|originals|located|location|find)\b/,
  signed:
    /\b(signed|executed|dated|when was|when were|how old|current|up to date|what year|which year)\b/,
  review: /\b(review|reviewed|reviewing|update|updated|out of date|last looked|due for)\b/,
  access: /\b(access|can see|see our|view|log in|sign in|permission|permissions)\b/,
  // A place's address, not an email or web address.
  address:
    /\b(((home|mailing|street|physical|postal|residential) ){0,2}(?<!(email|web|website) )address(es)?|where is|located|(unit|apartment|apt|suite) (number|no|#))\b/,
  purchase:
    /\b(paid for|did (we|you|i|they|he|she|the \w+s|\w+ and \w+) pay( for)?|what (we|you|i|they|he|she) paid|bought (it )?for|purchase|purchased|bought|buy)\b/,
  equity: /\b(equity|own outright|paid off portion)\b/,
  allocation:
    /\b(cash|bonds?|stocks?|equities|fixed income|allocation|allocated|asset class|asset classes|mix|split)\b/,
  // "Is the health plan through work?", "which employer is it through": what the notes say.
  notes:
    /\b(notes?|noted|say|says|said|mention|mentions|details|remarks?|comments?|anything (about|on)|employers?|(takes?|taking) over|successor owners?|(what|which) (kind|type|sort) of (plan|account|policy)|through (work|the job|a job|(my|our|his|her|their) (job|work))|work plan)\b/,
  // "The last four of the Spectrum account": "account" there says which number, not a record.
  number:
    /\b(last (4|four)( digits)?|digits|(account|acct|policy|member|group|loan) (number|numbers|no|num)|numbers? on|ending in|ends in|ends with|ending with|vin|vins|vehicle identification|which ([\w-]+ ){0,2}polic(y|ies) (covers?|insures?|is (on|for)))\b|(?<=\b(last (4|four)|digits)\b( \w+){0,4} )(account|acct)\b|\b(account|acct)(?= (last (4|four)|digits)\b)/,
};

/**
 * The words of the phrases that ask ("how much cash do we have in the bank"): they say what is
 * asked, so they are not read as a record's name ("Blue Cash Preferred", a bank).
 */
export function askingWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const pattern of Object.values(ASKS)) {
    // Phrases may overlap ("have in" and "in the bank"): each is looked for from every word.
    const global = new RegExp(pattern.source, 'g');
    for (let found = global.exec(text); found; found = global.exec(text)) {
      for (const word of found[0].split(' ')) words.add(word);
      global.lastIndex = found.index + 1;
    }
  }
  return words;
}

/** "When does the loan end?" asks when it is paid off (the loans intent), not its next due day. */
const ASKS_END = /\b(end|ends|ending|done|paid off|paidoff|payoff|finish|finished|last payment)\b/;

const MONTHLY = /\b(month|monthly|months)\b/;
/** Words that make a date a payment's ("due date", "the next payment"). */
const DUE_WORDS =
  /\b(due|payment|payments|pay|paid|bill|bills|charge|charged|draft|drafted|next)\b/;

/** "When" and "date" alone ask when a bill is due only if no other date is asked. */
const ONLY_WHEN = /\b(when|day|date)\b/;
const DATED: readonly Attribute[] = ['purchase', 'signed', 'review', 'original'];

/** Whether the question asks when a bill falls due in words that say so, not only "when". */
function asksDue(text: string, asked: readonly Attribute[]): boolean {
  if (ASKS_END.test(text)) return false;
  if (!asked.some((attribute) => DATED.includes(attribute))) return true;
  // "When was the condo bought?" asks the purchase's date, not the HOA's due day.
  return ASKS.due.test(text.replace(new RegExp(ONLY_WHEN.source, 'g'), ' '));
}

/** The attributes the question asks about, in the order of ATTRIBUTES. */
export function askedAttributes(text: string): Attribute[] {
  const asked = (Object.keys(ASKS) as Attribute[]).filter((attribute) =>
    ASKS[attribute].test(text),
  );
  // "How much more is the house mortgage than the condo one each month?": what each costs.
  if (
    (asked.length === 0 || (asked.length === 1 && asked[0] === 'cost')) &&
    ASKS_DIFFERENCE.test(text) &&
    MONTHLY.test(text)
  )
    return ['cost', 'payment'];
  // "Alex directive date", "Camry payment date": a date alone is a bill's due day or a
  // document's signing, whichever the record has.
  if (asked.length === 1 && asked[0] === 'due' && /\bdate\b/.test(text) && !DUE_WORDS.test(text))
    return ['due', 'signed'];
  const kept = asked.filter(
    (attribute) =>
      (attribute !== 'due' || asksDue(text, asked)) &&
      (attribute !== 'notes' || asksNotes(text, asked)),
  );
  // "Ally emergency fund: whose name and how much?": a bare "how much" beside another attribute
  // asks the record's amount, whichever of these it holds.
  return kept.length > 0 && BARE_HOW_MUCH.test(text) && !kept.some((a) => MEASURED.includes(a))
    ? [...kept, ...AMOUNTS]
    : kept;
}

/** "How much" with nothing after it that says of what ("by how much" asks a difference). */
const BARE_HOW_MUCH = /(?<!\b(by|for) )\bhow much\s*($|[?,.;]|\band\b)/;
const AMOUNTS: readonly Attribute[] = ['cost', 'balance', 'value'];
/** What an amount asked may already be: none of these is added to. */
const MEASURED: readonly Attribute[] = [
  ...AMOUNTS,
  'payment',
  'coverage',
  'rate',
  'gain',
  'shares',
  'original',
  'equity',
];

/** "Any details on the Camry loan?" asks for its notes; "the purchase details" for its purchase. */
const ONLY_DETAILS = /\b(details|anything (about|on))\b/g;

function asksNotes(text: string, asked: readonly Attribute[]): boolean {
  if (asked.length === 1) return true;
  return ASKS.notes.test(text.replace(ONLY_DETAILS, ' '));
}

/** "In total", "together", "both": the answer adds the records' amounts up. */
export const ASKS_TOTAL =
  /\b(total|totals|together|combined|altogether|all in|in all|plus|add up|adding up|added up|sum|come to|comes to|between|both|all of them|each month for|everything included|including everything|all included|everything)\b/;

/** "How much more is X than Y?": the answer gives the difference of two amounts. */
export const ASKS_DIFFERENCE =
  /\b(how much more|how much less|how much higher|how much lower|difference|more expensive|cheaper|pricier|by how much|which (costs?|is|runs?) (more|less))\b|\b(more|less|bigger|larger|higher|lower|smaller)\b.*\bthan\b/;
