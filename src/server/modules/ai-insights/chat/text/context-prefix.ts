import { KEYWORDS } from './keywords';
import { tokensOf } from './normalize';
import { STOPWORDS } from './stopwords';

/**
 * "For the basis calculation: when did we buy the house?", "Retirement check-in — what are the
 * 401(k) and the Roth worth?": words before a colon or a dash, then a question. Not a time
 * ("10:30").
 */
const PREFIXED = /^([^:?—–]{3,90}?)(?:(?<!\d):(?!\d)|\s[—–-]{1,2}\s)\s*(.+)$/s;

/** A lead-in that says what the question is for or where it comes in a conversation. */
const PURPOSE =
  /^(for|before|after|ahead of|preparing|prepping|handling|settling|administering|wrapping up|closing out|sorting out|working on|working through|going through|helping with|quick|just|ok|okay|so|also|one more|another|next|background|fyi|reminder|first|finally|lastly|doing|during|as part of)\b|^((our|my|the) )?(yearly|annual|year-end|end-of-year|quarterly|monthly|money|budget|finance|financial) (review|check-?in|checkup|check-up|meeting|planning|catch-up)\b/i;

const ASKS =
  /^(how|what|what's|whats|who|who's|whos|which|when|where|is|are|do|does|did|can|could|will|would|add|list|tell|show|give|total|compare|count)\b|\?\s*$/i;

/**
 * The question without a lead-in that says why or for whom it is asked ("Preparing for our
 * planning meeting:"), when the lead-in names nothing the records hold and no keyword the router
 * reads. "Travis Heights HOA — how much is it?" keeps its lead-in: it names what is asked.
 */
/** "For the Carters' tax file:", "for our planning meeting": what the answer is for, whatever it names. */
const FOR_A_FILE =
  /^(for|ahead of|before) (the |our |my |their |your )?[\w'’ ]{0,40}\b(file|folder|meeting|review|records|return|paperwork|binder|notes|plan|report|summary|inventory|worksheet)$/i;

/**
 * "Alex typing:", "Priya here —", "CPA here, tracking 529 contributions:": who is asking. Not
 * "Alex here, need to reach Sam —", which names whom the question asks about.
 */
const WHO_IS_TYPING =
  /^[\w'’]+( [\w'’]+)?,? ((here|typing|writing|speaking|asking|again)(,(?![^,]*\b(reach|call|contact|phone|email|text)\b)[^,]*){0,2}|(at|from|on) (the|my|his|her|our|their) (desk|computer|laptop|office|kitchen table|phone|tablet|ipad))$|^(hi,? |hey,? )?(this is|it's|it’s) [\w'’]+( [\w'’]+)?$/i;

/**
 * "Marcus Lee (CPA)", "Marcus Lee, CPA, for the tax file": a name and a role, with what the
 * answer is for.
 */
const NAME_AND_ROLE =
  /^[\w'’]+( [\w'’]+)?(,? \((the |their |your )?([\w]+['’]s? )?(financial |estate |tax )?(cpa|accountant|attorney|lawyer|planner|advisor|adviser|executor|executrix|trustee|successor trustee)\)|,? (the |their |your )?([\w]+['’]s? |family )?(financial |estate |tax )?(cpa|accountant|attorney|lawyer|planner|advisor|adviser|executor|executrix|trustee|successor trustee))(,? (for|re|about|on|with) [\w'’ ]{1,40}|,? (after|since|following|now that) [\w'’ ]{1,50})?$/i;

/** "Acting as executor for Jordan:": the role the asker has, which names nothing asked. */
const ACTING_AS =
  /^(from|(acting|writing|asking) as) (the |their |your )?([\w]+['’]s? )?(executor|executrix|trustee|successor trustee|attorney|lawyer|cpa|accountant|planner|agent|guardian)( for [\w'’ ]{1,30})?$/i;

/**
 * "Executor of Jordan's estate:", "For the estate inventory, as Jordan's executor:", "CPA question
 * for the Carters' return:": the asker's role, or that a question follows.
 */
const ROLE_OR_QUESTION =
  /^(the )?(executor|executrix|trustee|successor trustee|attorney|lawyer|cpa|accountant|planner) (of|for) [\w'’ ]{1,40}$|\b(as|i am|i'm) (the |their |your |[\w]+['’]s )?(executor|executrix|trustee|successor trustee|attorney|lawyer|cpa|accountant|planner)\b/i;

/** "Planner:", "As executor:", "The family's attorney:": the asker's role alone. */
const A_ROLE =
  /^(as )?(the |their |your |our |[\w]+['’]s )?(family['’]s )?(financial |estate |tax )?(executor|executrix|trustee|successor trustee|attorney|lawyer|cpa|accountant|planner|advisor|adviser)$/i;

/**
 * "Alex: what day does the Chase mortgage get paid?": a person's name alone before a question
 * that names its own records is who asks ("Amex: what's the balance?" names what is asked).
 */
function isAPersonAlone(
  lead: string,
  question: string,
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
): boolean {
  const words = tokensOf(lead);
  return (
    words.length > 0 &&
    words.length <= 2 &&
    words.every((word) => peopleWords().has(word)) &&
    namesARecord(question, recordWords) &&
    // "Priya Shah: how is she related to us?": the question is about the person named; in
    // "Alex: the adjuster wants the Tesla's VIN. What is it?" "it" is what the question named.
    !pointsBeforeNaming(question, recordWords)
  );
}

function pointsBeforeNaming(question: string, recordWords: () => ReadonlySet<string>): boolean {
  const pronoun = /\b(he|she|him|her|his|hers)\b/i.exec(question) ?? POINTS_BACK.exec(question);
  return pronoun !== null && !namesARecord(question.slice(0, pronoun.index), recordWords);
}

/** "Planner mapping the Carters' cash flow:": the asker's role and what they are doing. */
const ROLE_AT_WORK =
  /^(the |their |your )?([\w]+['’]s? )?(financial |estate |tax )?(executor|executrix|trustee|successor trustee|attorney|lawyer|cpa|accountant|planner|advisor|adviser),? \w+ing\b[\w'’ ]{0,40}$/i;

/**
 * "Planner question:", "quick question for the CPA:": that a question follows, whatever the question
 * then points to ("…worth less than they paid for it?").
 */
const ONLY_A_QUESTION_FOLLOWS =
  /^(quick |one |another |a |one more )?((the |their |your )?(financial |estate |tax )?(executor|executrix|trustee|attorney|lawyer|cpa|accountant|planner|advisor|adviser) )?questions?( (for|from) [\w'’ ]{1,40})?$/i;

/** "CPA question for the return:", "quick question:"; not "Question about the Amex:", which names it. */
const A_QUESTION_FOLLOWS = /\bquestions?\b(?! (about|on|re|regarding|concerning)\b)/i;

/** "…: what is it?": the question points back to what the lead-in names, which must stay. */
const POINTS_BACK = /\b(it|its|that|this|them|they|those|these)\b/i;

/**
 * "The billing office wants to know which account payments come from:": someone else's reason.
 */
const SOMEONE_ASKS = /\b(wants?|needs?|would like|asked|asks|is asking) (to know|to see|for|me)\b/i;
/** "Jordan wants some papers —": what someone wants, dropped only when it names no record. */
const SOMEONE_WANTS =
  /^[\w'’]+( [\w'’]+)? (wants?|needs?) (some|the|a|an|his|her|their|our|my) (.*)$/i;

/** "For the estate paperwork I need…": what the answer is for, before a request with no colon. */
const FOR_A_FILE_THEN_ASKS =
  /^(for|ahead of|before) (the |our |my |their |your )?[\w'’ ]{0,40}\b(file|folder|records|return|paperwork|binder|forms?|application|claim|schedule|worksheet|spreadsheet|planning|inventory|report|notes),?\s+(?=(i|we) (need|want|would like)\b|please\b|can you\b|(what|which|how|when|where|who)\b)/i;

/**
 * "Spreading the yearly bills across the months, which…": how to count, which every amount a
 * month already does; "Thinking ahead to taxes, what…": why. Not "excluding…" nor "counting…",
 * which change what is counted.
 */
const HOW_TO_COUNT_THEN_ASKS =
  /^(spreading|averaging|annualizing|annualising|smoothing|thinking|looking ahead|planning ahead)\b[^,?]{0,90},\s+(?=(what|which|how|who|when|where|is|are|do|does|can)\b)/i;

/** "Jordan's estate", "the estate of Jordan Carter": the estate, whoever's it is. */
const WHOSE_ESTATE = /\b[\w]+(?: [\w]+)?['’]s? estate\b|\bestate of [\w]+(?: [\w]+)?/gi;

/** "While my son is sick I want…", "Since Jordan is in the hospital,": why someone else asks. */
const WHILE_AWAY =
  /^(while|since|because|as|now that) ([\w'’]+ ){1,3}(is|are|was|'s|’s) (sick|ill|unwell|in (the )?(hospital|icu|rehab)|away|travell?ing|recovering|out of (town|action))\b,?\s+/i;

/**
 * "The insurance company wants the Tesla's VIN, can you pull it up?", "the bank is asking for…":
 * someone outside the records asking, which is why, not what; what they want is the question.
 */
const OUTSIDER_WANTS =
  /^(the |our |my |their |his |her )?([\w'’]+ ){0,2}(company|insurer|insurance|bank|lender|dmv|agent|adjuster|hospital|irs|court|clerk|school|office|landlord|agency|dealer|dealership|buyer|appraiser|title company|probate court) (wants|needs|is asking for|asked for|asks for|has asked for|requested|is requesting)( to (see|know|have))? (?=(the|our|my|a|an|his|her|their|\w+['’]s)\b)/i;

/**
 * "I'm covering bills while Jordan is sick —", "After Jordan's passing I need to reach the
 * lawyer:": what the asker is doing, or the occasion; dropped when the question names its own
 * record ("…what's Dana Hughes's email?"), which says what is asked.
 */
const DOING_OR_OCCASION =
  /^((i'm|i’m|im|i am|we're|we’re|we are) \w+ing\b|(going|looking|reading|working|sorting) (through|over|at)\b|(after|since|following|now that|with) ([\w'’]+ ){0,2}(passing|death|died|passed|funeral|diagnosis|stroke|surgery|accident|illness)\b)/i;

/**
 * "I need to reach the alternate executor about Jordan's estate — what is Sam Carter's email?":
 * whom the asker wants to reach, which the question then names.
 */
const REACHING =
  /^(i|we) (need|want|have|would like|'d like|’d like) to (reach|contact|call|email|phone|text|write to|get hold of|get in touch with)\b/i;

/** "Sam, Jordan's brother:", "Sam (Jordan's brother) helping out:": a name and what they are to the family. */
const NAME_AND_RELATION =
  /^[\w'’]+( [\w'’]+)?,? (\(([\w'’]+['’]s |the family'?s |their |the )?(brother|sister|mom|mum|mother|dad|father|son|daughter|wife|husband|spouse|partner|cousin|friend|neighbou?r|uncle|aunt|nephew|niece|brother-in-law|sister-in-law)\)|([\w'’]+['’]s |the family'?s |their |the )?(brother|sister|mom|mum|mother|dad|father|son|daughter|wife|husband|spouse|partner|cousin|friend|neighbou?r|uncle|aunt|nephew|niece|brother-in-law|sister-in-law))(,? (helping( out)?|here|typing|writing))?$/i;

function namesARecord(text: string, recordWords: () => ReadonlySet<string>): boolean {
  return tokensOf(text).some((word) => !KEYWORDS.has(word) && recordWords().has(word));
}

function wantsWhatNoRecordIs(lead: string, recordWords: () => ReadonlySet<string>): boolean {
  const wanted = SOMEONE_WANTS.exec(lead)?.[4];
  return wanted !== undefined && !tokensOf(wanted).some((word) => recordWords().has(word));
}

/**
 * "Jordan is sick and asked me to check the Verizon bill: how much is it?": why someone else
 * asks; what they asked to be checked is what the question points back to.
 */
const AWAY_AND_ASKED =
  /^([\w'’]+ ){1,3}(is|are|was|'s|’s) (sick|ill|unwell|in (the )?(hospital|icu|rehab)|away|travell?ing|recovering|out of (town|action)) and (has )?(asked|wants|needs) (me|us) to (check|look (at|into|over|up)|go over|pull up|find|see about) /i;

/**
 * "The Bluebonnet house is in the trust, so I need its Wells Fargo mortgage: what principal…?":
 * why the asker needs a record, then the record and what is asked of it.
 */
const REASON_THEN_NEEDS =
  /^[^:?]{3,120}?,? so (i|we) (need|want|would like|'d like|’d like) (to (know|see|check) )?(?=(its|the|their|his|her|our) [^:?]{1,60}:\s*(what|which|how|who|when|where|is|are|do|does)\b)/i;

/**
 * "Using Nido's estimate of the house's value and what we still owe Wells Fargo, how much equity
 * …?": how to work the answer out, which the question then asks in full.
 */
const METHOD_THEN_ASKS =
  /^(using|based on|going by|going off) [^,?]{3,120}, (?=(how|what|which|who|when|is|are|do|does)\b)/i;

/**
 * What follows who is asking: "Marcus Lee (CPA) — for my notes, what…" may say what the answer is
 * for, "Alex: the adjuster wants the Tesla's VIN. What is it?" who else wants it.
 */
function whatFollows(rest: string): string {
  return rest.trim().replace(FOR_A_FILE_THEN_ASKS, '').replace(OUTSIDER_WANTS, '');
}

export function withoutContextPrefix(
  raw: string,
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string> = () => new Set(),
): string {
  if (WHILE_AWAY.test(raw))
    return withoutContextPrefix(raw.replace(WHILE_AWAY, ''), recordWords, peopleWords);
  if (AWAY_AND_ASKED.test(raw))
    return withoutContextPrefix(raw.replace(AWAY_AND_ASKED, ''), recordWords, peopleWords);
  if (OUTSIDER_WANTS.test(raw)) return raw.replace(OUTSIDER_WANTS, '');
  if (FOR_A_FILE_THEN_ASKS.test(raw)) return raw.replace(FOR_A_FILE_THEN_ASKS, '');
  if (METHOD_THEN_ASKS.test(raw)) return raw.replace(METHOD_THEN_ASKS, '');
  if (REASON_THEN_NEEDS.test(raw))
    return withoutContextPrefix(
      raw.replace(REASON_THEN_NEEDS, '').replace(/^its /i, 'the '),
      recordWords,
      peopleWords,
    );
  const howToCount = HOW_TO_COUNT_THEN_ASKS.exec(raw);
  if (howToCount && !tokensOf(howToCount[0]).some((word) => recordWords().has(word)))
    return raw.slice(howToCount[0].length);
  const parts = PREFIXED.exec(raw);
  if (!parts?.[1] || !parts[2]) return raw;
  const lead = parts[1].trim();
  // "Alex typing - Austin Energy is asking for our account number, what is it": who is typing
  // is left off whatever follows, a question typed as a statement too.
  if (WHO_IS_TYPING.test(lead) || NAME_AND_RELATION.test(lead)) return whatFollows(parts[2]);
  if (DOING_OR_OCCASION.test(lead) && namesARecord(parts[2], recordWords)) return parts[2].trim();
  if (!ASKS.test(parts[2].trim())) return raw;
  if (
    NAME_AND_ROLE.test(lead) ||
    ONLY_A_QUESTION_FOLLOWS.test(lead) ||
    FOR_A_FILE.test(lead) ||
    ACTING_AS.test(lead) ||
    ROLE_OR_QUESTION.test(lead) ||
    ROLE_AT_WORK.test(lead) ||
    A_ROLE.test(lead) ||
    isAPersonAlone(lead, parts[2], recordWords, peopleWords) ||
    (REACHING.test(lead) && namesARecord(parts[2], recordWords)) ||
    ((SOMEONE_ASKS.test(lead) ||
      A_QUESTION_FOLLOWS.test(lead) ||
      wantsWhatNoRecordIs(lead, recordWords)) &&
      !POINTS_BACK.test(parts[2]))
  )
    return whatFollows(parts[2]);
  // "Handling Jordan's estate:", "For the inventory of Jordan's estate:": whose estate it is
  // names no record.
  const words = tokensOf(parts[1].replace(WHOSE_ESTATE, ' estate ')).filter(
    (word) => !STOPWORDS.has(word),
  );
  // "Quick comparison for the car conversation:" says what it is for, whatever words it uses;
  // "Car insurance: what do we pay?" names what is asked.
  const purpose = PURPOSE.test(parts[1].trim());
  if (
    words.some(
      (word) => (!purpose && (KEYWORDS.has(word) || /\d/.test(word))) || recordWords().has(word),
    )
  )
    return raw;
  return parts[2].trim();
}
