/**
 * Questions the assistant must not answer from a family's records: advice (investment, tax,
 * legal), the outside world (markets, weather, news), and other people's money. They get the
 * honest "I can't answer that yet" even when they mention words the intents know ("should we
 * refinance the mortgage?" is advice, not a loan balance). Patterns run over normalized text.
 */
const OUT_OF_SCOPE: readonly RegExp[] = [
  // Advice of any kind.
  // Not whom the family's own plan says to call or tell ("who should we call first?").
  /\bshould (i|we|he|she|they)\b(?! (call|contact|notify|tell|phone|reach)\b)/,
  // "Is it worth it / worth keeping?" asks advice; "what is it worth?" asks a value.
  /\b(is it|would it be|would it make sense|does it make sense) (a )?(good|wise|smart|better|worth (it|the|\w+ing)\b)/,
  // "Is a million of life insurance enough for a family like ours?", "how much do we need?".
  /\b(enough|sufficient|adequate|too much|too little)\b.*\bfor (a |our |my )?(family|us|me|them|kids|children)\b|\bhow much (life |disability |umbrella )?(insurance|coverage|cover) (do|should|would) (we|i) need\b/,
  /\b(recommend|recommendation|recommendations)\b|\bwhat (do|would) you (suggest|advise)\b/,
  /\b(give|need|want|get) (me |us )?(some )?(financial |tax |legal |investment )?advice\b|\b(tax|legal|investment|financial) advice\b/,
  /\bbest (stock|stocks|investment|investments|fund|funds|etf|crypto|way|time|bank|credit card|insurance|plan)\b/,
  /\b(is|are) (it|this|that|they|we) (a )?(good|bad|safe|risky|smart|wise|worth it)\b/,
  // Markets and prices outside the household's own holdings.
  /\b(stock tips?|hot stocks?|penny stocks?|price target|(?<!total (us |u\.s\. )?)stock market(?! (etf|fund|index))|the market (today|now)|markets? (crash|prediction|outlook)|dow jones|nasdaq|s ?and ?p ?500|sp500)\b/,
  /\b(price|value) of (bitcoin|gold|oil|silver|ethereum)\b/,
  /\b(bitcoin|gold|oil|ethereum) (price|prices)\b/,
  /\b(go|going|goes|will \w+ go) (up|down)\b/,
  /\b(price|prices|worth|value|trade|trading)\b.*\b(tomorrow|next (week|month|year)|in the future|by (the end of )?(next|this) year)\b|\b(will|going to) be (worth|trading)\b/,
  /\b(current|todays|today) (mortgage |interest |savings )?rates?\b|\b(mortgage|interest) rates (today|now|these days)\b/,
  // Actions: the assistant reads records, it does not pay, move or cancel anything.
  /\b(can|could|would|will) you (please )?(pay|cancel|transfer|move|send|buy|sell|book|call|email|text|schedule|sign)\b|^(please )?(pay|cancel|transfer|send|buy|sell|move)\b/,
  // Tax and legal questions that need a professional.
  /\btax(es)? (do|will|would|should) (i|we) owe\b/,
  /\b(deduct|deductible|deduction|deductions|write ?off|writeoff|tax (advice|bracket|brackets|break|breaks|credit|credits|strategy|planning|law|laws|rate|rates|refund)|irs|audit|audited)\b/,
  /\b(owe|pay) (in )?(income |federal |state )?taxes\b|\btaxes (do|will|would|should) (i|we) (owe|pay)\b|\b(file|filing|lower|reduce|avoid) (my |our )?(income )?taxes\b/,
  /\b(legally|lawsuit|sue (them|him|her|the|our|my)|contest (the|a|my|our) will|contest(ed|ing|s)? (it|them|the will|the wills)|hold up in court|stand up in court|loophole|probate (law|laws|rules)|is it legal)\b/,
  /\b(is|are) (my|our|the|a) (will|trust|poa|wills|trusts) (still )?(valid|legal|enforceable|binding)\b/,
  /\b(wills?|trusts?|poas?|directives?|estate plan)\b.*\b(be|stay|remain|is|are) (still )?(valid|enforceable|binding|legal)\b/,
  // What a law says, or a tax the estate may owe: the records hold neither.
  /\b(what does|what do|under) (the )?(\w+ ){0,2}(law|laws|statute|statutes)\b(?! (attorney|attorneys|lawyer|lawyers|firm|office))|\b(inheritance|estate|probate|tax|family|state|federal) (law|laws)\b(?! (attorney|attorneys|lawyer|lawyers|firm|office))|\b(estate|inheritance|gift|death) tax(es)?\b(?! (return|returns|preparation|prep|bill|payment))/,
  /\bdo (i|we) need (a|an) (will|trust|lawyer|attorney|poa)\b/,
  // A court's own records: whether a will was filed, a probate case, its hearings and its number.
  /\b(filed|file|submitted|admitted|lodged) (it |the will |the wills )?(for|to|in|with|into) probate\b|\b(court|probate) (case|hearings?|dates?)\b|\b(hearing|court date) (for|on|in|about)\b|\b(case|docket|cause) (number|no)\b/,
  /\b(wills?|trusts?|poas?|directives?|documents?|estate plan)\b.*\b(still )?hold up\b|\bneed (a |an )?new (wills?|trusts?|poas?)\b|\b(wills?|trusts?|poas?)\b.*\bneed (a |an )?new ones?\b|\bif (we|i) (move|moved|relocate) to\b.*\b(wills?|trusts?|poas?|directives?|estate plan)\b/,
  // Day-to-day spending: Nido keeps the recurring bills, not each purchase, nor a one-off bill
  // from a hospital stay.
  /\b(hospital|ambulance|emergency room|er) (bill|bills|stay|stays|visit|visits|charges?)\b|\b(bill|bills|charges?) (for|from) (\w+ ){0,3}(hospital|ambulance|emergency room)\b|\b(groceries|grocery (bill|bills|shopping|spending|store)|eating out|eat out|ate out|dining out|restaurants?|takeout|take out food|fast food|coffee shops?)\b/,
  // The world outside the records.
  /\b(weather|raining|rain|snow|snowing|sunny|temperature|forecast for|horoscope|joke|jokes|recipe|recipes|news|president|capital of|movie|movies|song|songs|poem|translate|meaning of life|sports|game|games|lottery|credit score|traffic|flight|flights)\b/,
  // A dividend paid: the records hold what is held, not what it paid out.
  /\b(what|which|how much( of a)?) dividends?\b(?! (etf|fund|stock|equity))/,
  // Gains taken by selling: Nido values what is held, not what was sold.
  /\b(realized|realised|short term|long term) (capital )?(gains?|losses?)\b|\bcapital gains? (tax|taxes|distributions?)\b/,
  // What the records never hold: dividends paid, a plan's copays, birthdays, a bank's routing
  // number.
  /\bat what age\b|\bhow old (is|are) (?!(the|our|my|his|her|their|this|that|it)\b)\w+\b|\bhow old (is|are) (the |our |my )?(kids|children|son|daughter|boys|girls)\b|\bdates? of birth\b|\b(in dividends|dividends (paid|received|this year|last year)|dividend (payments?|income|paid)|copays?|co pays?|birthdays?|routing numbers?|routing|ein|tax id( number)?|taxpayer id\w*( number)?)\b/,
  // A school's or a business's own calendar: when it closes for a break, its opening hours.
  /\b(winter|summer|spring|fall|christmas|holiday|thanksgiving|easter|half term|mid term) (break|breaks|vacation|holidays|closure|closures|schedule)\b|\b(opening|business|office|store|school) hours\b|\b(open|close|closed|closes|shut|shuts) (on|for|over) (the )?(holidays?|weekends?|christmas|thanksgiving|new year)\b/,
  // Meetings and appointments: Nido keeps no calendar ("when's our next meeting with the lawyer
  // to update the wills?" asks the meeting's day, not the wills' review date).
  /\b(when|whens|what (day|date|time))\b.*\b(meetings?|appointments?|appts?|checkups?|check ups?)\b/,
  // A licence or registration number, and whether an insurer has paid a claim.
  /\b(licen[cs]e|bar|npi|crd) (number|numbers|no|#)\b|\b(paid|pay|paying) out (the |a |his |her |their |our )?(death |life )?claims?\b|\bclaims? (status|been paid|was paid|paid out|approved|denied|settled)\b|\b(paid|settled|approved|denied|processed) (the |a |his |her |their |our )?(death |life )?claims?\b/,
  // Secrets Nido never keeps: where a password manager or a list is kept, or who knows them, is a
  // fair question (the guidebook may say); a password, a PIN or a safe's combination itself is not.
  /^(?!.*\b(where|who|list|guidebook|written|kept|know|knows)\b).*\b(password|passwords|passcode|passcodes|pin|pin number|pin code|credentials|combination (to|for|of) (the |our |my )?(safe|lock|vault)|(safe|lock|vault) (combination|code))\b(?! (manager|managers|kit|vault|book))/,
  // A balance or a worth on a day gone by: the records hold each as it is now, not its history
  // (a price paid or an original amount they do hold).
  /^(?!.*\b(bought|buy|purchased?|paid for|originally|original)\b).*\b(what|how much) (was|were|did)\b.*\b(balance|balances|net worth|networth|worth|value|have in|in (checking|savings|the account|our accounts?))\b.*\b((at|by) the (end|start|beginning) of (last|the previous|the) (year|month|quarter)|last (year|month|quarter|christmas|january|february|march|april|may|june|july|august|september|october|november|december)|(a|one|two|three|\d+) (years?|months?|weeks?) ago|in (19|20)\d\d|back in|year end|(in|on) (january|february|march|april|june|july|august|september|october|november|december))\b/,
  // A return over a stretch of time: the records hold each holding's gain since it was bought,
  // not a year's (or an annualized) return.
  /\b(returns?|returned|earn|earned|earnings|gains?|gained|performance|perform|performed|grow|grew|growth)\b.*\b(in (19|20)\d\d|(this|last|past|previous|the past|the last) (year|quarter|month|12 months|twelve months)|year to date|ytd|so far this year|since (january|new year|the start of the year|the beginning of the year))\b|\b(annuali[sz]ed|annual|yearly|per year|a year) (rate of )?(returns?|performance|growth)\b|\bcagr\b/,
  // Other people's money.
  /\b(brother|sister|mom|dad|mother|father|parents|cousin|uncle|aunt|grandma|grandpa|in laws?|inlaws?)\b.*\b(worth|rich|make|makes|earn|earns|salary|income|spend|spends|owe|owes)\b|\b(worth|rich|salary|income)\b.*\b(brother|sister|mom|dad|mother|father|parents|cousin|uncle|aunt)\b/,
  /\b(neighbou?r|neighbou?rs|(my|our) (boss|coworker|co worker|colleague|friend|friends|landlord)|someone else|somebody else|other (people|families|users|households)|another (family|household|user)|everyone else|celebrity|celebrities|billionaire|billionaires|elon musk|jeff bezos|warren buffett)\b/,
];

/** Whether the question is one to decline. */
export function isOutOfScope(text: string): boolean {
  return OUT_OF_SCOPE.some((pattern) => pattern.test(text));
}

/**
 * "What does the Johnson family spend?": a family or household named by a word the reader's own
 * households and people do not use.
 */
export function namesAnotherFamily(text: string, ownWords: ReadonlySet<string>): boolean {
  // "The Verizon family plan" is a kind of plan, not a family called Verizon.
  const match =
    /\b(?:the )?(\w+?)s? (family|familys|household|households)\b(?! (plan|plans|membership|memberships|subscription|subscriptions|account|accounts|pass|passes|bundle|package|tier)\b)/.exec(
      text,
    );
  if (!match?.[1]) return false;
  const word = match[1];
  // "Jordan's Nido household": the household on this app, whoever's it is.
  const common =
    /^(our|my|your|the|whole|entire|this|own|their|his|her|a|an|each|every|both|nido)$/;
  // The lazy match reads "this household" as "thi" + "s": the word may end in that s.
  if (common.test(word) || common.test(`${word}s`)) return false;
  return !ownWords.has(word) && !ownWords.has(`${word}s`);
}
