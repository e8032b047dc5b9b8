import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { maySayWhatIsAsked } from '../text/keywords';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { CONTRIBUTION, NEGATED } from '../intent-router';
import { askedAttributes, askingWords, ASKS_DIFFERENCE, ASKS_TOTAL } from './asked-attributes';
import { postingsOf, type CardIndex } from './card-index';
import { ROLE_WORD_SET } from './estate-cards';
import { cardIndexOf } from './household-cards';
import { matchCards, namingWords, type CardMatch } from './match-cards';
import type { Attribute, CardFact, RecordCard } from './record-card';
import { chargeText } from './card-words';

/**
 * The records the words name; when no one record holds them all, the records named without the
 * words that only name people: "what year did our attorney draw up the wills?" asks of the wills
 * what the attorney did.
 */
function matchedWithoutActors(
  words: readonly string[],
  index: CardIndex,
  tokens: readonly string[],
): CardMatch {
  const match = matchCards(words, index, tokens);
  if (match.cards.length > 0) return match;
  const onlyPeople = (word: string) => {
    const postings = postingsOf(index, word);
    return postings.length > 0 && postings.every((posting) => posting.card.kind === 'person');
  };
  const things = words.filter((word) => !onlyPeople(word));
  return things.length > 0 && things.length < words.length
    ? matchCards(things, index, tokens)
    : match;
}

/** Kinds of account known by a number: "the 529" is the college savings plan. */
const NUMBERED_KINDS: ReadonlySet<string> = new Set(['529', '457']);

/** A match this strong names a record even without its own name ("the umbrella policy"). */
const MIN_KIND_SCORE = 1.5;

function confident(match: CardMatch): boolean {
  // A number alone ("the S&P 500") names no record: funds, years and addresses hold numbers.
  // A kind of account called by its number ("the 529") does.
  if (match.matched.every((word) => /^\d+$/.test(word) && !NUMBERED_KINDS.has(word))) return false;
  return match.cards.length > 0 && (match.byName || match.score >= MIN_KIND_SCORE);
}

/** The words that may name a record: not the ones asking, unless nothing else is left. */
function namesIn(tokens: readonly string[], asking: ReadonlySet<string>, strict = false): string[] {
  const words = namingWords(tokens);
  const naming = words.filter((word) => !asking.has(word));
  return naming.length > 0 || strict ? naming : words;
}

const holds = (card: RecordCard, word: string) =>
  [
    card.nameWords,
    card.kindWords,
    card.ownerWords,
    card.aboutWords ?? [],
    card.notesWords ?? [],
  ].some((words) => words.includes(word));

/** Of several records a part names, the ones another word of the question also names. */
function narrowedBy(cards: readonly RecordCard[], context: ReadonlySet<string>): RecordCard[] {
  if (cards.length < 2) return [...cards];
  const scored = cards.map((card) => ({
    card,
    // "The two HOAs": a plural holds the records its singular names.
    held: [...context].filter((word) => holds(card, word) || holds(card, word.replace(/s$/, '')))
      .length,
  }));
  const most = Math.max(...scored.map((each) => each.held));
  return scored.filter((each) => each.held === most).map((each) => each.card);
}

/** "Both cars together", "all of them": a list's closing words saying how many, naming none. */
const HOW_MANY_TOGETHER =
  /^\s*(for )?(both|all|each)( of)?( the| our| them)?( \w+)?( together| combined| in all)?\s*[?.!]?\s*$/i;

/**
 * "Electricity and gas", "checking and both savings accounts": each part of a list names its own
 * records, which one match over the whole question would narrow to the best of them.
 */
function listedParts(
  question: Question,
  index: CardIndex,
  asking: ReadonlySet<string>,
  asked: readonly Attribute[],
) {
  const parts = question.raw
    .split(
      /,|;|&|\+|\/|\band\b|\bplus\b|\bor\b|\bvs\.?|\bversus\b|\bthan\b|\bcompared (?:with|to)\b/i,
    )
    // ", both cars together": how many the question is about, not an item of the list.
    .filter((part) => !HOW_MANY_TOGETHER.test(part))
    .map((part) => tokensOf(part).filter((word) => !question.fillers.has(word)))
    .map((words) => ({ words: namesIn(words, asking, true), all: words }))
    .filter((part) => part.words.length > 0);
  if (parts.length < 2) return null;
  // A part that names nothing ("how much do we owe in total") is the question, not an item.
  const named = parts
    .map((part) => ({
      part,
      match: placeAlone(
        holdingAsked(matchCards(part.words, index, part.all), asked, question.text),
        part.words,
        asked,
      ),
    }))
    .filter(({ match }) => match.cards.length > 0);
  const context = new Set(parts.flatMap((part) => part.words));
  // "The two HOAs, the house and the condo": a part naming a home or a car that the records of
  // another part belong to says whose they are; it is not an item of its own.
  const places = placeNames(index);
  const items = named.filter(
    ({ part }, position) =>
      !(
        part.words.every((word) => places.has(word)) &&
        named.some(
          (other, at) =>
            at !== position &&
            other.match.cards.some((card) => part.words.every((word) => holds(card, word))),
        )
      ),
  );
  if (items.length === 0 || named.length < 2) return null;
  // A part found only by a description ("the registration") counts when the rest of the
  // question narrows it to a record it also names ("the Tesla's").
  const narrowed = items.map(({ part, match }) => {
    const cards = narrowedBy(match.cards, context);
    const tied = cards.some((card) =>
      [...context].some((word) => !part.words.includes(word) && holds(card, word)),
    );
    // "Verizon plus the internet": a part its words find one record by (Spectrum's "Internet")
    // names that record.
    return { cards, ok: confident(match) || tied || match.cards.length === 1 };
  });
  if (!narrowed.every((each) => each.ok)) return null;
  // "Checking, savings and the emergency fund": a part narrowed to just what another part names
  // (the emergency fund is a savings account) names every record of its own.
  const keys = (cards: readonly RecordCard[]) =>
    cards
      .map((card) => `${card.kind}:${card.id}`)
      .sort()
      .join(' ');
  for (const [at, each] of narrowed.entries()) {
    const all = items[at]?.match.cards ?? [];
    const same = narrowed.some(
      (other, position) => position !== at && keys(other.cards) === keys(each.cards),
    );
    if (all.length > each.cards.length && same) each.cards = all;
  }
  // "The condo … between the mortgage and the HOA": of the HOAs, the condo's.
  const cards = new Map<string, RecordCard>();
  for (const each of narrowed)
    for (const card of each.cards) cards.set(`${card.kind}:${card.id}`, card);
  return cards.size > 1 ? [...cards.values()] : null;
}

const AMOUNT_ATTRIBUTES: readonly Attribute[] = ['cost', 'payment', 'balance', 'value'];
/** What only one of a thing's records holds: the loan its rate, the policy its number. */
const IDENTIFYING: readonly Attribute[] = ['rate', 'number'];

/**
 * "What we spend on Mia: piano, soccer, her 529": when the records a part names best hold
 * nothing asked (the 529 plan has no cost), the others it names that do (the bill paying into
 * it).
 */
function holdingAsked(match: CardMatch, asked: readonly Attribute[], text: string): CardMatch {
  // Only amounts: a part is added up by them, and a word read as asking for people or dates
  // ("the house we live in") would pull in records the part never named.
  // "What interest rate are we paying on the house mortgage?": the rate, which only the loan
  // holds, not the bill that pays it; "the GEICO policy number for the Tesla": the policy's.
  const identifying = asked.filter((one) => IDENTIFYING.includes(one));
  const amounts =
    identifying.length > 0 ? identifying : asked.filter((one) => AMOUNT_ATTRIBUTES.includes(one));
  // "No account number recorded" holds no number; a VIN is no policy number.
  const numberOf = /\b(policy|account|member|group) numbers?\b/.exec(text)?.[1];
  const holdsAsked = (card: RecordCard) =>
    card.facts.some(
      (fact) =>
        fact.attributes.some((one) => amounts.includes(one)) &&
        !(identifying.length > 0 && /^no /.test(fact.text)) &&
        !(numberOf && fact.attributes.includes('number') && !fact.text.includes(numberOf)),
    );
  if (amounts.length === 0 || match.cards.some(holdsAsked)) return match;
  // Every ranked record holds all the part's words: the best of those holding what is asked.
  const holders = match.ranked.filter((each) => holdsAsked(each.card));
  const best = Math.max(0, ...holders.map((each) => each.score));
  const cards = holders
    .filter((each) => each.score >= best * HOLDER_SHARE)
    .map((each) => each.card);
  return cards.length > 0 ? { ...match, cards } : match;
}

/**
 * "The house and the condo together": a part that names a home or a car by its own name is that
 * record alone, whose cost in all already holds its bills, loan and policy; counting those too
 * would count them twice.
 */
function placeAlone(
  match: CardMatch,
  words: readonly string[],
  asked: readonly Attribute[],
): CardMatch {
  // "The GEICO policy numbers for the Honda and for the Tesla": what its records hold, not it.
  if (asked.some((attribute) => attribute !== 'cost')) return match;
  const place = match.cards.filter(
    (card) =>
      (card.kind === 'property' || card.kind === 'vehicle') &&
      words.every((word) => card.nameWords.includes(word)),
  );
  return place.length === 1 ? { ...match, cards: place } : match;
}

/** The words of the homes' and cars' own names ("Bluebonnet house", "Tesla Model 3"). */
function placeNames(index: CardIndex): Set<string> {
  const words = new Set<string>();
  for (const segment of index.segments)
    for (const card of segment.cards)
      if (card.kind === 'property' || card.kind === 'vehicle')
        for (const word of card.nameWords) words.add(word);
  return words;
}

/** Words that join the records a question lists ("Netflix plus Spotify"), never a name. */
const JOINING: ReadonlySet<string> = new Set(['plus', 'versus', 'than', 'together', 'also']);

/** Whether a word no record holds stands next to one the records do hold. */
function besideAName(
  tokens: readonly string[],
  match: CardMatch,
  asking: ReadonlySet<string>,
): boolean {
  // Short words ("sp" of S&P) are too often not names at all.
  const unknown = new Set(
    // Nor the words the router reads ("if Jordan dies"): they ask, they do not name.
    match.unmatched.filter(
      (word) => maySayWhatIsAsked(word) && !JOINING.has(word) && !asking.has(word),
    ),
  );
  // "End of life care" beside a directive's notes ("life-sustaining") names nothing else: a word
  // the best record holds only in its free text is no part of its name.
  const [best] = match.cards;
  const inTextOnly = (word: string) =>
    best !== undefined &&
    (best.notesWords ?? []).includes(word) &&
    ![best.nameWords, best.kindWords, best.ownerWords].some((words) => words.includes(word));
  return tokens.some(
    (word, position) =>
      unknown.has(word) &&
      [tokens[position - 1], tokens[position + 1]].some(
        (next) =>
          next !== undefined &&
          !unknown.has(next) &&
          match.matched.includes(next) &&
          !inTextOnly(next),
      ),
  );
}

/**
 * Whether a word is what the question asks of a record it names ("the lease on the condo", "the
 * warranty for the Camry"): the thing asked, which the record may not hold.
 */
function isThingOfARecord(word: string, text: string): boolean {
  return new RegExp(
    `\\b(the|a|an|our|my|its|their) (\\w+ )?${word} (on|of|for|from|with|at|to) (the|our|my|his|her|their|this|that)\\b`,
  ).test(text);
}

/**
 * "Mia's next dentist appointment", "when is Leo due for his next checkup": a thing of a person's,
 * named right after them or as their next one, that no record holds. The question names no
 * record but the person, so the records that are theirs (Mia's 529) are no answer.
 */
function isUnheldThingOfAPerson(
  word: string,
  match: CardMatch,
  index: CardIndex,
  text: string,
): boolean {
  const namesAPerson = (each: string) =>
    postingsOf(index, each).some((posting) => posting.card.kind === 'person');
  return (
    match.matched.every(namesAPerson) &&
    match.matched.some((person) =>
      new RegExp(
        `\\b${person}s? ((next |upcoming |last |latest |new )?|(\\w+ ){0,4}(next|upcoming|last|latest) )(\\w+ )?${word}\\b`,
      ).test(text),
    )
  );
}

/** A question for a person's name ("who witnessed…", "the names of the witnesses"). */
const ASKS_WHO = /\b(who|whom|whos|names?|named)\b/;

type Chosen = { card: RecordCard; facts: CardFact[]; asked: boolean };

/** Records ranked this close to the best may answer what the best does not hold. */
const HOLDER_SHARE = 0.5;

/**
 * Whether the question names something only the card's notes hold ("the term" of a life policy
 * whose notes say "20-year level term"): the words that do not name the card itself.
 */
function asksOfNotes(card: RecordCard, words: ReadonlySet<string>): boolean {
  const notes = card.notesWords;
  if (!notes || notes.length === 0) return false;
  // A bill's description says what it is ("Term life premium"): it names the bill.
  const naming = new Set([
    ...card.nameWords,
    ...card.kindWords,
    ...card.ownerWords,
    ...(card.kind === 'obligation' ? notes : []),
  ]);
  return namingWords([...words]).some(
    (word) => word.length > 2 && !naming.has(word) && notes.includes(word),
  );
}

/** The facts of a card the question asks for, or all of them when it asks for none it has. */
function choose(
  card: RecordCard,
  asked: readonly Attribute[],
  words: ReadonlySet<string>,
  stray: readonly string[] = [],
): Chosen {
  // "What does the letter to Mia say?" asks what no record holds, not the notes of Mia's 529.
  const withNotes = asksOfNotes(card, words) || (asked.includes('notes') && stray.length === 0);
  // "Any details on the Camry loan?": what it holds, its notes with the rest.
  if (asked.length === 1 && asked[0] === 'notes' && stray.length === 0)
    return { card, facts: [...card.facts], asked: true };
  const wanted: readonly Attribute[] = withNotes
    ? [...new Set<Attribute>([...asked, 'notes'])]
    : asked.filter((attribute) => attribute !== 'notes');
  let facts = card.facts.filter((fact) => fact.attributes.some((each) => wanted.includes(each)));
  // "The policy number for our homeowners insurance" is the policy's, not the number its premium
  // bill is under.
  // The VIN is a vehicle's: no bill's or policy's number is it, unless asked beside it.
  const onlyVin = words.has('vin') && !words.has('policy') && !words.has('account');
  // Nor is a policy's or an account's number the VIN ("the policy number on the Tesla").
  const notTheVin =
    card.kind === 'vehicle' && !words.has('vin') && (words.has('policy') || words.has('account'));
  if (
    (card.kind === 'obligation' && words.has('policy')) ||
    (onlyVin && card.kind !== 'vehicle') ||
    notTheVin
  )
    facts = facts.filter((fact) => !fact.attributes.includes('number'));
  // "Who is the trustee?": of the people facts, the ones in the role asked.
  const roles = facts.filter((fact) => fact.roleWords?.some((word) => words.has(word)));
  if (roles.length > 0) facts = facts.filter((fact) => !fact.roleWords || roles.includes(fact));
  // "Who witnessed our wills?" when no witness is recorded: the others named are no answer, nor
  // is when it was signed.
  else if (
    [...words].some(
      (word) =>
        ROLE_WORD_SET.has(word) &&
        ![card.kindWords, card.nameWords, card.notesWords ?? []].some((held) =>
          held.includes(word),
        ),
    )
  ) {
    if (ASKS_WHO.test([...words].join(' '))) return { card, facts: [...card.facts], asked: false };
    facts = facts.filter((fact) => !fact.roleWords);
  }
  return facts.length > 0
    ? { card, facts, asked: true }
    : { card, facts: [...card.facts], asked: false };
}

/** What a person does for a record: asked of the record, answered by the person. */
const DONE_BY: readonly Attribute[] = ['handles', 'firm', 'contact'];

/**
 * The best-ranked person, close enough to the best record, who holds what the question asks of
 * that record ("who prepared our taxes?" names the tax bill best; the CPA answers).
 */
function heldElsewhere(
  match: CardMatch,
  asked: readonly Attribute[],
  words: ReadonlySet<string>,
): Chosen | undefined {
  if (!asked.some((attribute) => DONE_BY.includes(attribute))) return undefined;
  return match.ranked
    .filter((each) => each.card.kind === 'person')
    .filter((each) => each.score >= match.score * HOLDER_SHARE && !match.cards.includes(each.card))
    .map((each) => choose(each.card, asked, words))
    .find((each) => each.asked);
}

/**
 * The records ranked close to the best that hold what is asked, when the best do not: "the next
 * Camry car payment" names the car best, and its loan holds the payment's due day.
 */
function heldFurther(
  match: CardMatch,
  asked: readonly Attribute[],
  words: ReadonlySet<string>,
  stray: readonly string[],
): Chosen[] {
  return match.ranked
    .filter((each) => each.score >= match.score * HOLDER_SHARE && !match.cards.includes(each.card))
    .map((each) => choose(each.card, asked, words, stray))
    .filter((each) => each.asked);
}

/** Of the records named, or else ranked close to them, the bills that pay into them. */
function paidInto(
  chosen: readonly Chosen[],
  match: CardMatch,
  asked: readonly Attribute[],
  words: ReadonlySet<string>,
): Chosen[] {
  const bills = chosen.filter((each) => each.card.kind === 'obligation');
  if (bills.length > 0) return bills;
  return match.ranked
    .filter((each) => each.card.kind === 'obligation' && each.score >= match.score * HOLDER_SHARE)
    .map((each) => choose(each.card, asked, words));
}

/** A loan and the obligation that pays it are one debt: the second card says nothing new. */
function withoutRepeats(chosen: readonly Chosen[]): Chosen[] {
  const kept: Chosen[] = [];
  chosen.forEach((each, position) => {
    const others = [...kept, ...chosen.slice(position + 1)];
    const keys = new Set(others.flatMap((other) => other.facts.map((fact) => fact.key)));
    const texts = new Set(
      others.flatMap((other) => other.facts.filter((fact) => !fact.key).map((fact) => fact.text)),
    );
    // The same amount (by what it is of), or the same words of a fact with no amount ("due on
    // the 5th…"): two bills of the same price are two bills.
    const repeats = each.facts.every((fact) =>
      fact.key ? keys.has(fact.key) : texts.has(fact.text),
    );
    if (!repeats || each.card.kind === 'loan') kept.push(each);
  });
  return kept;
}

/** What an amount measures, so only like ones are added up: what it is of, by its key. */
type Measure = 'a month' | 'cover' | 'owed' | 'equity' | 'worth';
const MEASURE_OF_KEY: Record<string, Measure> = {
  coverage: 'cover',
  loan: 'owed',
  'obligation-balance': 'owed',
  'account-owed': 'owed',
  equity: 'equity',
};

type Amount = {
  cents: number;
  monthly: boolean;
  measure: Measure;
  charge?: CardFact['charge'];
  /** The title of the record it is of. */
  of: string;
};

/** The amounts asked, each counted once: every one asked of a card, or its first when none was. */
function amountsOf(chosen: readonly Chosen[]): Amount[] {
  const amounts = new Map<string, Amount>();
  for (const { card, facts, asked } of chosen) {
    const keyed = facts.filter((each) => each.cents !== undefined && each.key);
    for (const fact of asked ? keyed : keyed.slice(0, 1))
      if (fact.key && fact.cents !== undefined) {
        const monthly = fact.attributes.includes('cost') || fact.attributes.includes('payment');
        const prefix = fact.key.slice(0, fact.key.indexOf(':'));
        amounts.set(fact.key, {
          cents: fact.cents,
          monthly,
          measure: monthly ? 'a month' : (MEASURE_OF_KEY[prefix] ?? 'worth'),
          ...(fact.charge && { charge: fact.charge }),
          of: card.title,
        });
      }
  }
  // "The house and the Camry together": the house's cost in all holds its home policy's premium.
  const included = new Set(chosen.flatMap(({ facts }) => facts.flatMap((f) => f.includes ?? [])));
  return [...amounts].filter(([key]) => !included.has(key)).map(([, amount]) => amount);
}

const amountText = (cents: number, monthly: boolean) =>
  monthly
    ? `${formatCents(cents)} a month (${formatCents(cents * 12)} a year)`
    : formatCents(cents);

function totalLine(amounts: readonly Amount[]): string | null {
  // "A policy's cover and its premium" are no one sum: only amounts of one measure add up.
  if (amounts.length < 2 || new Set(amounts.map((each) => each.measure)).size > 1) return null;
  const cents = amounts.reduce((sum, each) => sum + each.cents, 0);
  return `${TOGETHER} ${amountText(
    cents,
    amounts.every((each) => each.monthly),
  )}.`;
}

/** How an answer says several amounts added up. */
export const TOGETHER = 'Together:';

/** How an answer says two amounts apart. */
export const DIFFERENCE = 'Difference:';

/** "How much more is the house mortgage than the condo one?": two amounts apart. */
function differenceLine(amounts: readonly Amount[]): string | null {
  const [first, second] = amounts;
  if (amounts.length !== 2 || !first || !second) return null;
  const cents = Math.abs(first.cents - second.cents);
  // "Is the house insured for more or less than it is worth?": which of the two is more.
  const [more, less] = first.cents >= second.cents ? [first, second] : [second, first];
  const which = cents > 0 && more.of !== less.of ? ` (${more.of} is more, ${less.of} less)` : '';
  // "Which GEICO policy costs more per six-month term?": two charges of the same period differ
  // by so much a charge, then a month and a year.
  const [a, b] = [first.charge, second.charge];
  if (a && b && a.frequency === b.frequency && a.frequency !== 'monthly')
    return `${DIFFERENCE} ${chargeText(Math.abs(a.cents - b.cents), a.frequency, cents)}${which}.`;
  return `${DIFFERENCE} ${amountText(cents, first.monthly && second.monthly)}${which}.`;
}

const AMOUNT_OR_DAY = /\$[\d,]+\.\d\d|[A-Z][a-z]{2} \d{1,2}, \d{4}/;

/** What an answer must hold to state these facts: their amounts, dates or names. */
function markersOf(chosen: readonly Chosen[]): string[] {
  return chosen.flatMap(({ facts }) =>
    facts.flatMap((fact) => {
      // The first amount or date is the fact; the rest restate it ("($4,800.00 a year)").
      const found = fact.text.match(AMOUNT_OR_DAY)?.[0] ?? fact.marker;
      return found ? [found] : [];
    }),
  );
}

/** What a record is looked up by, asked in so many words ("Sam's address", "the VIN"). */
const IDENTIFIERS: readonly [what: string, attribute: Attribute, asked: RegExp][] = [
  ['an address', 'address', /\baddress(es)?\b/],
  ['that number', 'number', /\b(vin|account number|policy number|(last (4|four) )?digits)\b/],
];

/**
 * "What's Sam Carter's home address?" when the records hold none: that there is none, not the
 * rest of what they hold of him.
 */
function lacking(match: CardMatch, text: string): RecordLookup | null {
  const [card] = match.cards;
  const asked = IDENTIFIERS.find(([, , pattern]) => pattern.test(text));
  if (!card || !asked || match.cards.length !== 1 || !match.byName) return null;
  // "The homeowners insurance's policy number": the bill has none, its policy does.
  if (card.kind === 'obligation') return null;
  const holdsIt = (each: RecordCard) =>
    each.facts.some((fact) => fact.attributes.includes(asked[1]));
  if (match.ranked.some((each) => holdsIt(each.card))) return null;
  return {
    reply: {
      response: `I couldn't find ${asked[0]} for ${card.title} in your records.`,
      sources: [],
    },
    specific: true,
    markers: [],
    lacking: true,
  };
}

export type RecordLookup = {
  reply: IntentReply;
  /**
   * The question named its records and asked something each of them holds: another answer that
   * leaves out `markers` did not answer it.
   */
  specific: boolean;
  markers: string[];
  /** The record named holds nothing of what was asked: the reply says so. */
  lacking?: boolean;
};

/**
 * "What did we pay for Bluebonnet?": the house is called so, its bills only belong to it (their
 * kind words hold its name), and what was paid for it is asked of the thing bought.
 */
function boughtByName(match: CardMatch, asked: readonly Attribute[]): CardMatch {
  if (match.byName || !asked.includes('purchase') || match.matched.length === 0) return match;
  // Of the records ranked best, not only the few kept: a house's bills may outnumber it.
  const named = match.ranked
    .filter(
      ({ card, score }) =>
        score >= match.score && match.matched.every((word) => card.nameWords.includes(word)),
    )
    .map(({ card }) => card);
  const [only] = named;
  return named.length === 1 && only ? { ...match, cards: [only], byName: true } : match;
}

/**
 * Answers from the records a question names and the attributes it asks, whatever its wording:
 * "what does the umbrella policy run us?" finds the umbrella policy and its premium. Null when
 * the question names no record clearly enough, or asks something the records named do not hold
 * ("when is Sam's birthday?").
 */
export function lookUpRecords(
  question: Question,
  snapshot: HouseholdSnapshot,
): RecordLookup | null {
  const index = cardIndexOf(snapshot);
  const asking = askingWords(question.text);
  // "What do we spend other than the mortgage?" asks the opposite of what it names.
  if (NEGATED.test(question.text)) return null;
  // "Trying to understand the Amex": the words that name nothing are left out.
  const tokens = question.tokens.filter((word) => !question.fillers.has(word));
  const asked = askedAttributes(question.text);
  const match = boughtByName(matchedWithoutActors(namesIn(tokens, asking), index, tokens), asked);
  // "The Toyota Corolla" when the car is a Camry: a name beside the one found is another record.
  if (besideAName(tokens, match, asking)) return null;
  const listed = listedParts(question, index, asking, asked);
  if (!listed && !confident(match)) return null;
  const words = new Set(question.tokens);
  // Words no record holds: what the question is about is not in the records.
  const stray = match.unmatched.filter((word) => word.length >= 4 && !/\d/.test(word));
  // "When does the lease on the condo run out?": the condo's other dates are no answer.
  if (stray.some((word) => isThingOfARecord(word, question.text))) return null;
  if (stray.some((word) => isUnheldThingOfAPerson(word, match, index, question.text))) return null;
  let chosen = (listed ?? match.cards).map((card) => choose(card, asked, words, stray));
  // Of the records named, the ones that hold what is asked ("worth" is a holding's, not a bill's).
  if (chosen.some((each) => each.asked)) chosen = chosen.filter((each) => each.asked);
  else if (asked.length > 0) {
    const holder = listed ? undefined : heldElsewhere(match, asked, words);
    // Not when the question names what no record holds ("Leo's dentist appointment").
    const further =
      listed || holder || stray.length > 0 ? [] : heldFurther(match, asked, words, stray);
    if (!holder && further.length === 0) return lacking(match, question.text);
    chosen = holder ? [holder] : further;
  }
  // "Next Honda car payment: what date?": the record that holds all that is asked (the loan's
  // payment and due day) over those holding a part of it (the insurance's due day).
  if (asked.length > 1 && !listed) {
    const covered = (each: Chosen) =>
      new Set(each.facts.flatMap((fact) => fact.attributes.filter((one) => asked.includes(one))))
        .size;
    // "Who insures the Tesla, and what's the policy number?": the car is named best, its policy
    // (ranked close) holds both.
    const pool =
      chosen.every((each) => covered(each) < asked.length) && stray.length === 0
        ? [...chosen, ...heldFurther(match, asked, words, stray)]
        : chosen;
    const most = Math.max(...pool.map(covered));
    chosen = pool.filter((each) => covered(each) === most);
  }
  chosen = withoutRepeats(chosen);
  // "How much did we put into the 401(k) this year?" asks what was paid in, which only a bill
  // that pays into it records; an account's worth is no answer.
  if (CONTRIBUTION.test(question.text)) {
    chosen = paidInto(chosen, match, asked, words);
    if (chosen.length === 0) return null;
  }
  const lines = chosen.map(({ card, facts }) => {
    const said = facts.map((fact) => fact.text).join('; ');
    // A document's summary opens with its own title: said once.
    return `${said.startsWith(`${card.title}:`) ? '' : `${card.title}: `}${said}.`;
  });
  const amounts = amountsOf(chosen);
  const summed = ASKS_DIFFERENCE.test(question.text)
    ? differenceLine(amounts)
    : (ASKS_TOTAL.test(question.text) || listed) &&
        !/\b(than|compared|versus|vs)\b/.test(question.text)
      ? totalLine(amounts)
      : null;
  if (summed) lines.push(summed);
  const sources = new Map<string, TAiSource>();
  for (const { card } of chosen)
    for (const source of card.sources) sources.set(`${source.kind}:${source.id}`, source);
  const markers = markersOf(chosen);
  return {
    reply: { response: lines.join(' '), sources: [...sources.values()], intent: 'record' },
    // Named by words other than the asking ones ("how much cash do we have" names no account);
    // several records named by their kind alike ("our wills") when they all say the same.
    specific:
      asked.length > 0 &&
      (listed !== null ||
        match.byName ||
        chosen.length === 1 ||
        new Set(chosen.map((each) => markersOf([each]).join('\n'))).size === 1) &&
      namesIn(tokens, asking, true).length > 0,
    markers,
  };
}
