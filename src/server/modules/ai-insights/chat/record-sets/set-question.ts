/**
 * What a question asks of a set of records beyond naming them: the top or the second of them by
 * amount, those over or under an amount, or all but some ("everything except the two
 * mortgages"). Read from the question as typed, where "$1,000" is still one number.
 */
export type SetQuestion = {
  /**
   * "top three": the first `count` by amount; "the second biggest": the one at `position`; "rank
   * them, biggest first": all of them in order (`all`).
   */
  rank: {
    direction: 'largest' | 'smallest';
    count: number;
    position: number;
    all?: boolean;
  } | null;
  /** "more than $1,000": kept when the amount is above (or below) the limit. */
  limit: { cents: number; above: boolean } | null;
  /** "except the two mortgages", "leaving the HSA aside": the words that name what is left out. */
  leftOut: string | null;
  /** What is wanted of the set: how many, their sum, or which they are. */
  wants: 'count' | 'sum' | 'list';
  /** "Every-month bills", "bills paid less often than monthly": by how often a bill comes. */
  monthly: boolean | null;
  /** "Between the 10th and the 15th", "the first seven days of a month": the days bills are paid. */
  days: { from: number; to: number } | null;
  /** "What we put on the Amex", "charges from checking": the account the bills are paid from. */
  paidWith: string | null;
  /** "The last one to come out each month": the bill paid first or last in the month. */
  byDay: 'first' | 'last' | null;
  /** "How much more is A than B": the difference between two records' amounts. */
  differs: boolean;
  /** "How many days apart are the two mortgage payments": between two bills' days of the month. */
  daysApart: boolean;
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const ORDINALS: Readonly<Record<string, number>> = {
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
const LARGEST = 'biggest|largest|highest|most expensive|priciest|costliest|richest';
const SMALLEST = 'smallest|lowest|cheapest|least expensive|tiniest';

/** A count of records: "3", "three"; "the biggest one" is the biggest, not a count of one. */
const COUNTS = `\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((word) => word !== 'one')
  .join('|')}`;
/** "The top three", "biggest 5". */
const TOP_N = new RegExp(`\\b(?:(top|bottom)|(${LARGEST}|${SMALLEST})) (${COUNTS})\\b`);
/** "The two most expensive", "our 3 cheapest". */
const N_TOP = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}) (?:(${LARGEST})|(${SMALLEST}))\\b`,
);
/** "Which three are the biggest?", "what two bills cost the most?". */
const WHICH_N = new RegExp(
  `\\b(?:which|what) (${COUNTS})(?: [\\w-]+)? (?:are|cost|costs|come to|run|have|has|hold|holds) (?:the )?(?:(${LARGEST}|most|highest)|(${SMALLEST}|least))\\b`,
);
const NTH = new RegExp(
  `\\b(${Object.keys(ORDINALS).join('|')})[- ](?:(${LARGEST})|(${SMALLEST}))\\b`,
);

/**
 * "Rank our accounts by what each is worth, biggest first", "sort the bills from smallest to
 * largest", "in order of value": every one, in order.
 */
const IN_ORDER = new RegExp(
  `\\b(?:rank|ranked|sort|sorted|order|ordered|list|listed)\\b.*\\b(?:(${LARGEST}|most|top)|(${SMALLEST}|least))( (one|ones|amount|value|balance|cost))? first\\b|\\bfrom (?:the )?(?:(${LARGEST}|most)|(${SMALLEST}|least))(?: (?:balance|amount|value|cost|bill|one)s?)? to (?:the )?\\w+\\b|\\b(?:ranked|sorted|ordered|in order) (?:by|of) (?:size|value|worth|amount|balance|cost|what (?:each|they|it) (?:is|are) worth)\\b|^\\s*rank\\b`,
);

/** The words of IN_ORDER that name no record: the verb and the order. */
const ORDER_WORDS = new RegExp(
  `\\b(?:rank|ranked|sort|sorted|order|ordered)\\b|\\b(?:${LARGEST}|${SMALLEST}|most|least|top)( (?:one|ones|amount|value|balance|cost))? first\\b|\\bfrom (?:the )?(?:${LARGEST}|${SMALLEST}|most|least) to (?:the )?\\w+\\b|\\b(?:in order )?(?:by|of) (?:size|value|worth|amount|balance|cost|what (?:each|they|it) (?:is|are) worth)\\b`,
  'g',
);

const LIMIT =
  /\b(more than|over|above|greater than|bigger than|at least|in excess of|less than|under|below|smaller than|cheaper than|at most)\s+\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\b/;
const BELOW = /^(less than|under|below|smaller than|cheaper than|at most)$/;

/** "except the two mortgages", "other than Mia's 529", "if you don't count the wills". */
// "Without the cash sweep"; not "the accounts without a beneficiary", which is no record.
const LEAVING_OUT =
  /\b(?:except(?: for)?|excluding|ignoring|other than|besides|apart from|aside from|not counting|not including|without counting|without including|if (?:i|we) (?:don'?t|do not) (?:include|count)|leaving out|leave out|if you (?:leave out|don'?t count|do not count|exclude)|don'?t count|do not count|without(?=\s+(?:the|our|my)\b))\s+(?:the |our |my |all |any )?([^,.?;:()!]+?)(?=\s*(?:[,.?;:()!]|$| (?:what|how|which|who|is|are|do|does|and what|and how)\b))/;
/** "leaving the investments aside", "leave the HSA out". */
const SETTING_ASIDE =
  /\b(?:leaving|leave|setting|set|putting|put|keeping|keep)\s+(?:the |our |my )?([\w'’ ]{2,40}?)\s+(?:aside|out|to one side)\b/;

// Not "don't count the umbrella": that leaves one out.
const COUNT = /\bhow many\b|\bnumber of\b|\bcount (up|them|how)\b/;
/** Words that add a set up: "what do they come to", "how much", "combined". */
const ADDS_UP =
  /\b(total|totals|add up|added up|adds up|add together|combined|altogether|all together|in all|all in|all told|sum|come to|comes to|how much|ends? up on|lands? on)\b/;
/** "Which bills…, and what do they add up to?": a sum asked in so many words, even of a list. */
const ADDS_UP_SAID =
  /\b(add up|adds up|added up|add together|altogether|all together|in total|combined|come to|comes to)\b/;
const SUM = new RegExp(`${ADDS_UP.source}|\\b(worth|spend|spent|spending|pay|cost|costs)\\b`);
/** "Which bills…", "list the…": the records themselves, even when a verb says "pay". */
const WHICH = /^\s*(which|list|name|show)\b/;

/** "Which one is the smallest", "the least money": one record by amount, asked with a filter. */
const SUPERLATIVE = new RegExp(`\\b(?:(${LARGEST}|most)|(${SMALLEST}|least))\\b`);

/** "Comes out first in the month", "the last one to come out each month" (not "last month"). */
const BY_DAY =
  // "On the first of the month" is the 1st, not the first to come out.
  /\b(?:(first(?! of (?:the|each|every|a) month)|earliest|soonest)|(last|latest))\b(?! (?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|couple)\b)(?: one)?(?:(?: \w+){0,4} (?:in|of|each|every) (?:the |a )?month\b| to (?:come|go|be taken|be drafted|be charged|come out|go out)\b)|\b(?:come|comes|go|goes|is taken|gets taken|is drafted|is charged)(?: out)? (?:(first|earlier|sooner)|(last|later))\b/;

/** "How much more … than", "by how much": two records compared (difference.ts reads them). */
const DIFFERS =
  /\b(how much (more|less|higher|lower|bigger|smaller|cheaper|larger)\b.*\bthan|by how much|difference between|how much does .{2,60} (beat|exceed|top))\b/;

const DAY_RANGE =
  /\b(?:between|btwn|from) the (\d{1,2})(?:st|nd|rd|th)? (?:and|n|to|through|thru|-) (?:the )?(\d{1,2})(?:st|nd|rd|th)?\b|\b(?:on |in )?the first (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) days of (?:a|the|each|every) month\b|\b(?:on |in )?the last (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) days of (?:a|the|each|every) month\b|\b(on or after|on or later than|after|later than|on or before|before|earlier than) the (\d{1,2})(?:st|nd|rd|th)?(?: of (?:the|a|each|every) month)?(?! of)\b/;

const EVERY_MONTH = /\b(monthly|each month|every month|a month|autopays?)\b/;

/** The days of the month a question keeps bills paid on, both ends included, or null. */
function daysOfTheMonth(text: string): { from: number; to: number } | null {
  const range = DAY_RANGE.exec(text);
  if (!range) return null;
  if (range[3]) return { from: 1, to: NUMBER_WORDS[range[3]] ?? Number(range[3]) };
  // "The last ten days of the month": counted back from the 31st, as bill days are set.
  if (range[4]) return { from: 32 - (NUMBER_WORDS[range[4]] ?? Number(range[4])), to: 31 };
  if (range[5] && range[6]) {
    // "What is due before the 15th?" is this month's calendar; "which monthly autopays come out
    // after the 15th" is a day of every month.
    if (!/ of (the|a|each|every) month$/.test(range[0]) && !EVERY_MONTH.test(text)) return null;
    const day = Number(range[6]);
    if (day < 1 || day > 31) return null;
    // "On or after the 20th" keeps the 20th; "after the 20th" starts the day after.
    const on = range[5].startsWith('on or') ? 0 : 1;
    return /after|later/.test(range[5]) ? { from: day + on, to: 31 } : { from: 1, to: day - on };
  }
  const [from, to] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
  return from !== undefined && to !== undefined && to <= 31 ? { from, to } : null;
}

const DAYS_APART = /\bhow many days (apart|after|before|between|later|earlier)\b|\bdays apart\b/;

/** "Card charges", "the Amex bills": bills named by what pays them. */
const CHARGED_TO =
  /\b(amex|american express|credit card|card|checking)(?= (charges?|bills?|payments?|subscriptions?|auto ?pays?)\b)/;

const NOT_MONTHLY =
  /\b(less often than (once a |every )?month(ly)?|not (paid )?(every month|monthly)|(aren'?t|isn'?t|are not|is not) monthly|non-?monthly)\b/;
/**
 * "Every-month bills", "the bills that hit every single month", "bills billed monthly": only
 * those that come each month. Not "our monthly bills" nor "each month, how much of our bills…",
 * which ask for the monthly equivalent of them all.
 */
const MONTHLY =
  /\b(every[- ]month|every single month|month-to-month) (bills|charges|payments|ones|subscriptions)\b|\b(bills|charges|payments|ones) (that |which |we )?(hit|come|are paid|get paid|go out|are billed|pay|are charged) (every|each) (single )?month\b|\b(bills|charges|payments) (that are |which are )?(paid|billed|charged) monthly\b|\bamong the monthly (bills|charges)\b|\bof the monthly (bills|charges)\b/;

/** "How many of our bills…", "how many card charges": a count of the set, not of a bill's lines. */
const COUNTS_THE_SET =
  /\bhow many (of )?(our |the |my |all )?([\w-]+ ){0,2}(bills|charges|payments|subscriptions|obligations|expenses)\b/;
const PAID_WITH =
  /\b(?:on|onto|put on|ends? up on|lands? on|goes on|go on|charged to|charged on|charge to|charge on|billed to|paid (?:from|with|out of|by)|out of|from|with|leave|leaves) (?:the |our |my )?(?:[a-z]+'s )?(amex|american express|(?:[a-z]+ )?(?:credit )?card|(?:total )?checking|savings)\b/;

/**
 * "How much is on the Amex right now?": the card's balance, not the bills charged to it (which a
 * period or a bill word asks: "how much goes on the Amex each month").
 */
const CARD_BALANCE =
  /\bhow much\b(?!.*\b(each|every|a|per) (month|year)\b|.*\b(monthly|yearly|bills?|charges?|subscriptions?|goes|go)\b).*\b(is|s|owed|owe|sitting|carried|carrying|left)\b.*\bon (the|my|our|that|his|her) (\w+ ){0,2}(cards?|credit cards?|amex|american express|visa|mastercard|discover)\b/;

/** "What we put on the Amex", "card charges": the account a question says bills are paid from. */
export function paidWithIn(typed: string): string | null {
  const text = typed.toLowerCase().replace(/[’‘]/g, "'");
  if (CARD_BALANCE.test(text)) return null;
  const paidWith = PAID_WITH.exec(text)?.[1] ?? CHARGED_TO.exec(text)?.[1] ?? null;
  // "…off the Amex Blue Cash card. What is paid on that card?": the card named before.
  if (paidWith && /^(that|this|same) card$/.test(paidWith))
    return NAMED_CARD.exec(text.slice(0, text.indexOf(paidWith)))?.[1] ?? paidWith;
  return paidWith;
}

/** A card named by its issuer or its name ("the Amex", "the Blue Cash card"). */
const NAMED_CARD = /\b(amex|american express|(?!that |this |same )[a-z]+ card)\b/;

function amountOf(digits: string, thousands: string | undefined): number {
  const dollars = Number(digits.replace(/,/g, ''));
  return Math.round(dollars * (thousands ? 1000 : 1) * 100);
}

/**
 * "The top three", "our 3 biggest": how many of the largest or smallest are asked, and the word
 * that counts them (a count, never a name: "3" is not the Tesla Model 3).
 */
export function askedCount(
  text: string,
): { count: number; word: string; smallest: boolean } | null {
  const top = TOP_N.exec(text);
  const nTop = top ? null : N_TOP.exec(text);
  const which = top || nTop ? null : WHICH_N.exec(text);
  const word = top?.[3] ?? nTop?.[1] ?? which?.[1] ?? '';
  const count = NUMBER_WORDS[word] ?? Number(word);
  if (!(count >= 1)) return null;
  const smallest = top
    ? top[1] === 'bottom' || new RegExp(`^(${SMALLEST})$`).test(top[2] ?? '')
    : which
      ? !which[2]
      : !nTop?.[2];
  return { count, word, smallest };
}

/** What the question asks of a set of records, or null when it asks nothing of the kind. */
export function readSetQuestion(raw: string): SetQuestion | null {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  const counted = askedCount(text);
  const nth = NTH.exec(text);
  const limit = LIMIT.exec(text);
  const leftOut = LEAVING_OUT.exec(text) ?? SETTING_ASIDE.exec(text);
  let rank: SetQuestion['rank'] = null;
  if (nth)
    rank = {
      direction: nth[2] ? 'largest' : 'smallest',
      count: 1,
      position: ORDINALS[nth[1] ?? ''] ?? 1,
    };
  else if (counted)
    rank = {
      direction: counted.smallest ? 'smallest' : 'largest',
      count: counted.count,
      position: 1,
    };
  const inOrder = rank ? null : IN_ORDER.exec(text);
  if (inOrder)
    rank = {
      direction: inOrder[2] || inOrder[6] ? 'smallest' : 'largest',
      count: Number.MAX_SAFE_INTEGER,
      position: 1,
      all: true,
    };
  const monthly = NOT_MONTHLY.test(text) ? false : MONTHLY.test(text) ? true : null;
  const paidWith = paidWithIn(text);
  const days = daysOfTheMonth(text);
  const filtered = monthly !== null || paidWith !== null || days !== null;
  const day = BY_DAY.exec(text);
  const byDay = day ? (day[1] || day[3] ? 'first' : 'last') : null;
  // "Which of the monthly bills is the smallest?": one record, when the set is narrowed.
  const superlative = SUPERLATIVE.exec(text);
  if (!rank && superlative && (filtered || leftOut))
    rank = { direction: superlative[1] ? 'largest' : 'smallest', count: 1, position: 1 };
  // A filter alone is asked of a set only when the set is counted or added up; "which bills go
  // on the Amex?" is the paying account's own answer.
  const wantsAll = COUNTS_THE_SET.test(text) || ADDS_UP.test(text);
  const differs = DIFFERS.test(text);
  const daysApart = DAYS_APART.test(text);
  if (
    !rank &&
    !limit &&
    !leftOut &&
    !byDay &&
    !differs &&
    !daysApart &&
    !days &&
    !(filtered && wantsAll)
  )
    return null;
  return {
    rank,
    limit: limit
      ? { cents: amountOf(limit[2] ?? '0', limit[3]), above: !BELOW.test(limit[1] ?? '') }
      : null,
    leftOut: leftOut?.[1]?.trim() ?? null,
    // "How many…, and what do they add up to?": the sum, which says how many too.
    wants:
      COUNT.test(text) && !(ADDS_UP_SAID.test(text) && /\b(and|plus|also)\b/.test(text))
        ? 'count'
        : !rank && (ADDS_UP_SAID.test(text) || (!WHICH.test(text) && SUM.test(text)))
          ? 'sum'
          : 'list',
    monthly,
    days,
    paidWith,
    byDay,
    differs,
    daysApart,
  };
}

/** Words that say how a set is asked ("more than $1,000 each time"), which name no record. */
const HOW_ASKED =
  /\b(rank|ranked|sort|sorted)\b|\bin (date|day|calendar|chronological) order\b|\bby what (they|it|each) costs?\b|\b(each|every|per|a) (time|charge|bill|payment)\b|\bwhen (it'?s|they'?re) charged\b|\bin monthly terms\b|\b(largest|biggest|highest|smallest|lowest|cheapest) first\b|\b(from )?(largest|biggest|highest) to (smallest|lowest)\b|\bin order\b|\bby (monthly )?(cost|amount|size|value|balance)\b/g;

/** The question without what it leaves out, its limit and how it asks them: what it names. */
export function withoutSetWords(text: string, asked: SetQuestion): string {
  // The whole clause that leaves something out ("don't count the umbrella"), verb and all.
  const left = asked.leftOut
    ? text.replace(LEAVING_OUT, ' ').replace(SETTING_ASIDE, ' ').replace(asked.leftOut, ' ')
    : text;
  const unordered = asked.rank?.all ? left.replace(ORDER_WORDS, ' ') : left;
  return unordered
    .replace(LIMIT, ' ')
    .replace(HOW_ASKED, ' ')
    .replace(TOP_N, ' ')
    .replace(N_TOP, ' ')
    .replace(NTH, ' ')
    .replace(SUPERLATIVE, ' ')
    .replace(BY_DAY, ' ')
    .replace(DAY_RANGE, ' ')
    .replace(DAYS_APART, ' ');
}
