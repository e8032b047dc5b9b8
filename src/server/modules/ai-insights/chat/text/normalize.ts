import { REGIONAL_WORDS } from './regional-words';

/**
 * One spelling for the question and for the records it is matched against, so "auto-pay",
 * "Auto Pay" and "autopay", or "CR-V" and "crv", or "AT&T" and "att" meet. Each rule runs only
 * when its trigger is in the text: a household's 5,000 vendor names are normalized per question,
 * and almost none holds any of them.
 */
type Spelling = [trigger: string, pattern: RegExp, replacement: string];

/** "On the first of the month" is the 1st, not the first bill to come out. */
const DAYS_OF_THE_MONTH = Object.entries({
  first: '1st',
  second: '2nd',
  third: '3rd',
  fifth: '5th',
  tenth: '10th',
  fifteenth: '15th',
  twentieth: '20th',
}).map(([word, day]): Spelling => [
  'of ',
  new RegExp(`\\bthe ${word} of (the|each|every|a) month\\b`, 'g'),
  `the ${day}`,
]);

const UNIFIED_SPELLINGS: readonly Spelling[] = [
  ['auto', /\bauto[\s-]?(pay|paid)(s|ed|ing|ment|ments)?\b/g, 'autopay'],
  ['auto', /\bauto[\s-]?draft(s|ed)?\b/g, 'autopay'],
  ['mail', /\be-?mail\b/g, 'email'],
  ['401', /\b401\s*\(?k\)?/g, '401k'],
  ['403', /\b403\s*\(?b\)?/g, '403b'],
  ['health', /\bhealth[\s-]care\b/g, 'healthcare'],
  // Who "takes over as trustee" (or as the account's owner) is the successor trustee (owner).
  [
    ' as ',
    /\b(takes?|taking|took|steps?|stepping) (over|in) as (the |a |an |its |their )?(account )?(trustee|owner)\b/g,
    'successor $5',
  ],
  // "Which of our advisors holds copies of the wills?": where the copies are kept, which says
  // who holds them.
  [
    'cop',
    /^(?:who|which (?:of (?:our|the|my) )?(?:advisors?|attorneys?|lawyers?|people|person|one)) (?:holds?|has|have|keeps?|is holding|is keeping) (?:a |the )?(copy|copies|originals?) of\b/g,
    'where are the $1 of',
  ],
  // "The home costs, across both properties": all of them, whichever home.
  [
    'across',
    /\b(across|for|over|on) (both|all|the two|all the|all our|our two|both of our|both our) (properties|homes|houses)\b/g,
    ' ',
  ],
  // "Who takes the account over": its successor owner.
  [
    'over',
    /\b(takes?|taking|took) (the |this |that |her |his |their )?(account|plan|529|fund|ira|it) over\b/g,
    'is the successor owner',
  ],
  // "Who takes over Mia's 529 (as owner)": the account's successor owner.
  [
    'over',
    /\b(?:takes?|taking|took) over ((?:[a-z]+'s|the|her|his|their|our|my) (?:[\w-]+ ){0,2}?(?:account|plan|529|fund|ira|401k|403b|brokerage|hsa))(?: as (?:the |its )?(?:account )?owner)?\b/g,
    'is the successor owner of $1',
  ],
  [
    'become',
    /\bwho (becomes|would become|will become) (the |a |an )?(account )?(trustee|owner)\b/g,
    'who is the successor $4',
  ],
  // A health plan is the health insurance policy, not the estate plan.
  ['plan', /\b(health|medical|dental|vision) plans?\b/g, '$1 insurance'],
  // "Life cover" is what the UK and some carriers call life insurance.
  [
    'cover',
    /\b(life|home|house|homeowners|car|auto|health|umbrella|disability|term) cover\b/g,
    '$1 insurance',
  ],
  // "What does it run us?", "set us back": what it costs.
  ['run', /\b(run|runs|running|ran) (us|me|them)\b/g, 'cost $2'],
  ['back', /\b(set|sets|setting) (us|me|them) back\b/g, 'cost $2'],
  // "House-related bills" are the Home category's, as "car-related" are Auto's.
  [
    'related',
    /\b(home|house|housing|car|cars|auto|vehicle|kids|kid|children|insurance)[\s-]related\b/g,
    '$1 category',
  ],
  // "Second in line", "second-choice", "fallback" for a role: its alternate.
  ['line', /\b(second|next|third) in line\b/g, 'alternate'],
  ['choice', /\b(second|2nd|next|third|3rd|backup)[\s-](choice|pick|option)\b/g, 'alternate'],
  ['back', /\b(fallback|fall back|standby|stand in)\b/g, 'alternate'],
  // "If Alex can't serve, who's the executor?" asks for the alternate, not about Alex.
  [
    'if ',
    /\b(if|in case|should) (\w+ ){1,2}(can'?t|cannot|can not|couldn'?t|won'?t|is unable to|isn'?t able to|is not able to|declines to|doesn'?t want to) (serve|act|do it|take it on|take it|accept it|step up)\b/g,
    'alternate',
  ],
  // Nicknames of institutions, so "the Amex" meets "American Express" on both sides.
  ['amex', /\bamex\b/g, 'american express'],
  ['bcbs', /\bbcbs\b/g, 'blue cross blue shield'],
  ['bofa', /\bbofa\b/g, 'bank of america'],
  // "For estate purposes", "for tax reasons": why it is asked, never a name.
  ['purpose', /\bfor (estate|tax|legal|insurance|planning|probate) (purposes|reasons)\b/g, ' '],
  ['combo', /\bcombo\b/g, 'combination'],
  // "Austin Energy is asking for the account number on the phone": how they ask, not a phone
  // number nor the phone bill.
  [
    'phone',
    /\b(on|over) the phone\b(?! (bill|bills|plan|plans|line|lines|company|number|numbers|account|service|carrier|contract))/g,
    ' ',
  ],
  // "Jordan asked me to keep an eye on the Amex": watch it, not where it is kept.
  ['eye', /\bkeep(ing)? an eye on\b/g, 'watch$1'],
  // "The monthly equivalent of everything in the Home category": what it costs a month.
  ['equivalent', /\b(monthly|yearly|annual|a month|a year) equivalent\b/g, '$1 cost'],
  // "Our main checking account": the household's checking; no record is called "main".
  [
    'main',
    /\b(main|primary|everyday|day to day|regular|usual) (checking|savings|bank|credit card|card)\b/g,
    '$2',
  ],
  ['aggregate', /\baggregate\b/g, 'total'],
  // "Who raises Mia and Leo", "who gets the kids" (if anything happens to both of us): the
  // children's guardian.
  [
    'who',
    /\bwho(?: would| will|'d| d| is going to)? (?:raises? (?:the |our |my )?(?:kids|children|[a-z]+ and [a-z]+)|(?:gets?|takes?) (?:the |our |my )?(?:kids|children))\b/g,
    'who is the guardian of the children',
  ],
  // "The number for Dell HR about the 401k and the life insurance": whose number is asked; what
  // the call would be about names no record asked.
  [
    'about',
    /\b((?:phone )?number|phone|line|email|contact) (for|of) ((?:[a-z]+ ){1,3}?)(?:about|regarding|re|on) .*$/g,
    '$1 $2 $3',
  ],
  // "Stop the autopay in time", "on time": when, never a name.
  ['time', /\b(in|on) time\b(?! (for|to)\b)/g, ' '],
  // "If Jordan is not there any more", "is no longer around": if Jordan dies, which negates
  // nothing asked.
  [
    ' no',
    /\b(is|are|was|were) (not|no longer) (there|around|here|alive|with us)( any ?more)?\b/g,
    'dies',
  ],
  // "Who steps in to run the family trust": its successor trustee.
  [
    'step',
    /\bwho (?:steps|would step|will step|step) in to (?:run|manage|handle|look after) (the |our |my )?([a-z]+ )?trust\b/g,
    'who is the successor trustee of $1$2trust',
  ],
  // "When did we close on the house": when it was bought.
  ['clos', /\b(close|closed|closing) on (?=(the |our |my |that |this )?[a-z]+)/g, 'buy '],
  // "Got a letter about an account ending in 9034": why it is asked, which names nothing.
  [
    ' a ',
    /\b(got|get|received|have|had) (a|an|this|that) (letter|call|email|notice|text|message|bill) (about|regarding|for|on|from [a-z ]+? about)\b/g,
    ' ',
  ],
  // "The condo Jordan rents out": the rental.
  [
    'rent',
    /\b(condo|house|home|place|unit|apartment|property) (?:that |which )?(?:we|i|they|[a-z]+) (?:rent|rents|rented|are renting|is renting) out\b/g,
    'rental $1',
  ],
  // "God forbid", "knock on wood": how a worry is said, never a name.
  ['god', /\b(god|heaven) forbid\b/g, ' '],
  ['wood', /\bknock on wood\b/g, ' '],
  // "At this point", "at the moment": now, which every figure already is.
  ['at th', /\bat (this|that|the present|the) (point|moment|time)( in time)?\b/g, 'now'],
  // "Who do we have down as executor?", "have me down to prepare the return", "have Marcus down
  // to…" (an advisor's "me" read as their name): listed as. Not "has it gone down to", a balance.
  [
    'down',
    /\b(have|has|had|got|put) ((?!(?:it|that|this|been|gone|come|gotten|fallen|dropped|went|slipped|moved)\b)[a-z]+ )?down (to|as|for)\b/g,
    '$1 $2listed $3',
  ],
  // "What leaves checking on the 1st": what comes out of it.
  [
    'leav',
    /\b(leaves|leave|leaving)\b(?= (the |our |my |their )?(checking|savings|account|bank|card)\b)/g,
    'comes out of',
  ],
  // "The market value of the accounts" is their value, not the "Total Stock Market" fund.
  ['market', /\b(fair )?market values?\b/g, 'value'],
  // "A full year of condo dues": what they come to in a year.
  ['year', /\b(a )?(full|whole|entire) year(s)? (of|worth of)\b/g, 'a year of'],
  ...DAYS_OF_THE_MONTH,
  // The living will, which Texas calls a "directive to physicians" (Health & Safety Code
  // § 166.033, as src/shared/legal/state-rules-data/texas.ts cites it).
  [
    'physician',
    /\bdirective(s?) (?:to|for) (?:physicians?|doctors?)(?: and (?:family|families)(?: or surrogates?)?)?\b/g,
    'living will$1',
  ],
  ['grand', /\bgrand total\b/g, 'total'],
  // "Transfer-on-death" would join as one word at its short middle part.
  ['death', /\btransfer[\s-]on[\s-]death\b/g, 'tod'],
  ['death', /\bpayable[\s-]on[\s-]death\b/g, 'pod'],
  // "For their cash-flow plan": why it is asked, never a record.
  ['flow', /\bcash[\s-]?flow( plan| planning| forecast| budget)?\b/g, ' '],
  // "Counting the yearly and six-monthly bills by the month": how a monthly cost is worked out,
  // which is how Nido works it out; it names no bill.
  [
    'month',
    /\b(counting|taking|with|including) (the |our )?((yearly|annual|six[\s-]?monthly|semi[\s-]?annual|twice[\s-]a[\s-]year|quarterly|non[\s-]?monthly)(,? (and|or) (the )?|, (the )?)?){1,3} ?(bills|charges|ones|payments|costs|premiums)? (spread (out )?)?((by|per|as|at|over|across|into) (the |a )?months?|monthly)( on average)?\b/g,
    ' ',
  ],
  // "The property tax spread monthly", "spread per month": a month's share, as Nido counts it.
  ['spread', /\bspread (out )?((by|per|over|across|into) (the |a )?months?|monthly)\b/g, 'a month'],
  // "Total monthly outlay", "our expenditure": what is spent.
  ['outlay', /\boutlays?\b/g, 'spending'],
  ['expenditure', /\bexpenditures?\b/g, 'spending'],
  ['average', /\b(a|per|each|every) month on average\b/g, 'a month'],
  // "Everything on the investments side" is in the investments.
  ['side', /\b(on|in) the (\w+) side\b/g, 'in the $2'],
  // "What does the home side of things cost?": the home.
  ['side', /\bthe (\w+) side of (things|it|the budget|the house(hold)?)\b/g, 'the $1'],
  // "According to the guidebook", "per our records": where to look, said as a source.
  [
    'accord',
    /\baccording to (the |our |my |[a-z]+'s )?(guide ?book|records?|notes|nido)\b/g,
    'in the $2',
  ],
  // "How is Sam related to Jordan?": how Sam is related, which the records say of Sam.
  ['related', /\b(related|relation) to (?:[a-z]+'s |the |our |my )?[a-z]+\b(?=\W*$)/g, '$1'],
  // "Who is Sam to Jordan (, and who is Priya)?": who Sam is, which the records say of Sam.
  [
    ' to ',
    /\b(who (?:is|s)|whos) (?!(?:going|supposed|meant|about|able|due|set|next|listed|named|allowed)\b)([a-z]+) to (?:[a-z]+'s |the |our |my |us|me|you)?[a-z]*\b(?=\W*(?:$|and\b|\?))/g,
    '$1 $2',
  ],
  // "Association dues", "HOA fees": what a homeowners' association charges.
  [
    'association',
    /\b((home ?owners|owners|condo|condominium|hoa) )?association (dues|fees?)\b/g,
    'hoa dues',
  ],
  // "Everything filed under Home" is the Home category.
  ['filed', /\bfiled (under|as) (the )?(\w+)( category)?\b/g, '$3 category'],
  ['health sav', /\bhealth savings( ac+ou?n?ts?)?\b/g, 'hsa'],
  // "Policy #", "acct #": the sign for a number, not a digit.
  ['#', /#(?!\s*\d)/g, ' number '],
  // "On file", "on record": where the records are, never what they name.
  ['on ', /\bon (file|record)\b/g, ' '],
  ['worth', /\bnet[\s-]?worth\b/g, 'networth'],
  [' of at', /\bpowers? of att?orn[a-z]*\b/g, 'poa'],
  ['p.o', /\bp\.o\.a\.?/g, 'poa'],
  // "The power of attorney for money matters" is the financial one.
  [
    'poa for',
    /\bpoa for (money|finances?|financial|banking)( matters| things| affairs)?\b/g,
    'financial poa',
  ],
  // "Who is named to act for her": the agent a power of attorney names.
  ['act for', /\b(to )?act (for|on behalf of) (him|her|them|me|us)\b/g, 'as agent'],
  // "The number of the policy" is the policy number.
  [
    'number of',
    /\b(the )?number of (the |its |this |that |our |my )?(policy|account|card|loan)\b/g,
    'the $3 number',
  ],
  // "How much money is inside the HSA?" is what is in it; "how much is inside?" is asked next.
  ['inside', /\b(is|are) inside (?=[a-z])/g, '$1 in '],
  // "How much is inside?", "how much money it has": what an account holds.
  [
    'how much',
    /\bhow much (money )?(is (there|inside|in it|in there)|is it having|it has|does it have|(there )?is inside)\b/g,
    'what is it worth',
  ],
  // "How much is the cover?": the coverage, as "life cover" is life insurance.
  ['cover', /\b(the|its|what) cover\b(?! (letter|page|sheet))/g, '$1 coverage'],
  ['next time', /\bnext time\b/g, 'next'],
  // "How long is the Gmail supposed to stay open?": how long it should.
  [
    'to ',
    /\b(is|are) ((?:\w+ ){1,5}?)(supposed|meant) to (stay|remain|be kept|be left|be closed|be deleted)\b/g,
    'should $2$4',
  ],
  ['good ', /^\s*good (morning|afternoon|evening|day)\b[\s,.!]*/g, ''],
  ['pay', /\bpay[\s-]off\b/g, 'payoff'],
  ['paid', /\bpaid[\s-]off\b/g, 'paidoff'],
  ['fi', /\bwi[\s-]?fi\b/g, 'wifi'],
  ['i.', /\bi\.r\.a\.?s?\b/g, 'ira'],
  ['acct', /\bacct(s?)\b/g, 'account$1'],
  // Shorthand typed on a phone.
  ['m', /\b(mnth|mth)(s?)\b/g, 'month$2'],
  ['yr', /\byr(s?)\b/g, 'year$1'],
  ['mo', /\b(each|a|per|every|the) mo\b\.?/g, '$1 month'],
  ['rn', /\brn\b/g, 'now'],
  ['contrib', /\bcontribs?\b\.?/g, 'contribution'],
  // "Our once-a-year bills": said as "once a year" is (the hyphens would join it into one word).
  ['once', /\bonce-a-(year|month|quarter)\b/g, 'once a $1'],
  ['p', /\b(pymt|pmt)(s?)\b/g, 'payment$2'],
  ['amt', /\bamts?\b/g, 'amount'],
  ['bils', /\bbils\b/g, 'bills'],
  ['hav', /\bhav\b/g, 'have'],
  ['subs', /\bsubs\b/g, 'subscriptions'],
  ['pol', /\bpol\b\.?(?= (number|numbers|no|num|#))/g, 'policy'],
  ['abt', /\babt\b/g, 'about'],
  ['ch', /\b(chkng|chking|chkg|checkng)\b/g, 'checking'],
  // "All our insurance put together": together.
  ['put', /\bput together\b/g, 'together'],
  ['bal', /\bbal\b\.?(?= (on|in|of|for)\b)/g, 'balance'],
  // "Executed the will": signed it, not its executor.
  [
    'execute',
    /\bexecuted (?=(the |our |my |his |her |their |this |that )?([\w-]+ ){0,2}(will|wills|trust|trusts|poa|poas|power|powers|directive|directives|documents?)\b)/g,
    'signed ',
  ],
  ['orig', /\borig\b\.?/g, 'originally'],
  // "What did we originally pay for the house?": what it was bought for, not what it costs.
  [
    'origin',
    /\b(originally|initially) (pay|paid)\b|\b(pay|paid) (originally|initially)\b/g,
    'paid',
  ],
  ['origin', /\b(pay|paid) for ([\w ]{1,40}?) (originally|initially|back then)\b/g, 'paid for $2'],
  ['w', /\bw\/\s?|(?<=\w) w (?=(my|our|the|his|her|their|a|an)\b)|(?<=\bshared) w\b/g, ' with '],
  // "The condo mortgage compared with the one on the house": the house's mortgage.
  [
    'the one',
    /\b(mortgage|loan|policy|bill|card|payment)\b(.*?)\bthe one (on|for|of|at) (the |our )?([a-z]+)\b/g,
    '$1$2the $5 $1',
  ],
  ['wat', /\bwat\b/g, 'what'],
  ['wats', /\bwats\b/g, 'what is'],
  // "My retirement plan through work": the workplace plan, a 401(k).
  [
    'work',
    /\b(retirement|pension) (plan|account|savings|fund) (through|at|from|via|with) (work|my job|the job|my employer|the employer|the office)\b/g,
    '401k',
  ],
  ['work', /\b(work|workplace|employer|job) (retirement|pension) (plan|account)\b/g, '401k'],
  ['rigth', /\brigth\b/g, 'right'],
  // "The rainy-day fund", "our rainy day money": the emergency fund, as accounts are named.
  ['rainy', /\brainy[\s-]?day (fund|account|money|savings|stash|cash)\b/g, 'emergency fund'],
  // "The money into her 529": what is paid into it each month, its contribution bill.
  [
    'into',
    /\b(the )?(money|cash|amount|payments?|deposits?|what (we|i) (put|pay|send)) (that goes |going |paid |put |we put |we pay )?into (her|his|their|our|the|my) (529|hsa|ira|roth|401k|college fund)\b/g,
    '$6 $7 contribution',
  ],
  // "Whose name n how much": a lone "n" between words is "and", as typed in a hurry.
  [' n ', /(?<=[a-z]) n (?=[a-z])/g, ' and '],
  ['thru', /\bthru\b/g, 'through'],
  // "What did we pay for it back in 2021?": when it was bought, which the purchase date says;
  // the year names no record.
  [
    ' in ',
    /\b(bought|purchased|paid for|pay for|buy)( (it|them|that|the \w+))?( back)? in (19|20)\d\d\b/g,
    '$1$2',
  ],
  ['back', /\bback (in|around) (19|20)\d\d\b/g, ' '],
  // "Who is the contingent?": a designation's contingent beneficiary, the noun left unsaid.
  [
    'contingent',
    /\bthe contingent( one)?(?=\s*([?.!,;]|$| (of|on|for|in)\b))/g,
    'the contingent beneficiary',
  ],
  [
    'contingent',
    /\bthe contingents( ones)?(?=\s*([?.!,;]|$| (of|on|for|in)\b))/g,
    'the contingent beneficiaries',
  ],
  // "Reviewd", "reveiwed": the review words are read by pattern, not corrected as keywords are.
  ['rev', /\b(reviewd|reveiwed|reviwed)\b/g, 'reviewed'],
  ['reveiw', /\breveiw(s?)\b/g, 'review$1'],
  // "Who is the account holder?", "policyholder": whose it is.
  ['holder', /\b(account |policy ?|card ?)?holders?\b/g, 'owner'],
  ['wht', /\bwht\b/g, 'what'],
  // "The account we keep for emergencies" is the emergency fund.
  ['emergencies', /\bemergencies\b/g, 'emergency'],
  // "Whose name is the account held in?", "in whose name": whose it is.
  ['whose', /\b(in )?whose names?\b/g, 'whose'],
  ['whose', /^(.*\bwhose\b.*?) (held|titled|registered|listed|put) (in|under)(?=\W*$)/g, '$1'],
  [
    'ins',
    /\bins\b\.?(?= (amt|amount|policy|policies|coverage|cost|premium|carrier|company|number))|(?<=\b(life|health|home|auto|car|umbrella|disability|term) )ins\b\.?/g,
    'insurance',
  ],
  // "Netflix + internet", "safe where + who has the combo", "name n balance": and.
  ['+', /\s\+\s/g, ' and '],
  [' n ', /(?<=\w) n (?=\w)/g, ' and '],
  // Addresses are written both ways ("Rainey St", "Rainey Street").
  ['st', /\bst\b\.?/g, 'street'],
  ['ave', /\bave\b\.?/g, 'avenue'],
  ["n't", /n't\b/g, 'nt'],
  ["i'm", /\bi'm\b/g, 'im'],
  ["'s", /\b(\w+)'s\b/g, '$1'],
  // "whens the next car payment": "when's" typed without its apostrophe, as "when's" reads.
  ['whens', /\bwhens\b/g, 'when'],
  ['wheres', /\bwheres\b/g, 'where'],
  ["s'", /\b(\w+s)'(?=\s|$)/g, '$1'],
  [' & ', /\s&\s/g, ' and '],
  ...REGIONAL_WORDS,
];

const NON_ASCII = /[^ -~\s]/;
/** Letters joined by & are one name (AT&T). */
const AMPERSAND_JOINED = /([a-z0-9])&([a-z0-9])/g;
/** A word before a hyphen and the word after it ("CR-V", "T-Mobile", "second-choice"). */
const HYPHENATED = /\b([a-z0-9]+)-(?=([a-z0-9]+))/g;

/**
 * A hyphen inside a name joins it ("CR-V", "T-Mobile", "W-2": a part of one or two letters or a
 * digit); between two words ("second-choice", "pour-over") it separates them, as most people
 * type them.
 */
function hyphenated(_match: string, before: string, after: string): string {
  const joined = before.length <= 2 || after.length <= 2 || /\d/.test(before + after);
  return joined ? before : `${before} `;
}

/** Lowercase, no accents, no punctuation, one space between words. */
/** A number typed with dashes ("4410-22-919", "238-771204"). */
const DASHED_NUMBER = /\b\d{2,}(?:-\d{2,}){1,4}\b/g;

export function normalizeText(text: string): string {
  let normalized = text.toLowerCase();
  if (NON_ASCII.test(normalized))
    normalized = normalized
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘`´]/g, "'");
  for (const [trigger, pattern, replacement] of UNIFIED_SPELLINGS)
    if (normalized.includes(trigger)) normalized = normalized.replace(pattern, replacement);
  // "Policy 4410-22-919": a number typed whole is also its last four, as the records keep it.
  if (normalized.includes('-'))
    normalized = normalized.replace(
      DASHED_NUMBER,
      (whole) => `${whole} ${whole.replace(/-/g, '').slice(-4)}`,
    );
  if (normalized.includes('-')) normalized = normalized.replace(HYPHENATED, hyphenated);
  // Run twice: in "a&b&c" the matches overlap.
  if (normalized.includes('&'))
    normalized = normalized.replace(AMPERSAND_JOINED, '$1$2').replace(AMPERSAND_JOINED, '$1$2');
  return normalized
    .replace(/[^a-z0-9\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Record names repeat from question to question; their words are kept, up to a bound. Only short
 * texts (names, not descriptions or document text) are kept, so the cache stays a few MB.
 */
const WORDS_CACHE = new Map<string, readonly string[]>();
const WORDS_CACHE_LIMIT = 50_000;
const CACHED_TEXT_MAX = 120;

/** The normalized words of a text. The array is shared: copy it before changing it. */
export function tokensOf(text: string): readonly string[] {
  const cached = WORDS_CACHE.get(text);
  if (cached) return cached;
  const normalized = normalizeText(text);
  const words = normalized ? normalized.split(' ') : [];
  if (text.length > CACHED_TEXT_MAX) return words;
  if (WORDS_CACHE.size >= WORDS_CACHE_LIMIT) WORDS_CACHE.clear();
  WORDS_CACHE.set(text, words);
  return words;
}
