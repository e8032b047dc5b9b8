import { tokensOf } from './normalize';
import { KEYWORDS } from './keywords';
import { withoutKnownPrimary } from './known-primary';

/**
 * Where one sentence ends and the next begins: after . ! or ? and before a capital letter, a
 * digit, a quote, a bracket, a word that starts a question or a request, or a word and "is"
 * ("…in rehab. how much…", "it's Alex. if you add up…", "…jordan's brother. jordan is in the
 * hospital", typed without capitals), and after a question mark before any word ("…the VIN? the
 * insurer needs it"); "St. Paul", "Dr. Lee", "U.S. Bond" and "$1.5" go on.
 */
const SENTENCE_BREAK =
  /(?<!\b(?:St|Dr|Mr|Mrs|Ms|No|Jr|Sr|Inc|Co|vs|approx)\.)(?<!\b[A-Za-z]\.[A-Za-z]\.)(?<=[.!?])\s+(?=[A-Z0-9"“'‘$(]|(?:how|what|whats|who|whos|which|when|where|is|are|do|does|did|can|could|will|would|if|please|also|so|i|im|we|my|our|tell|give|add|list|show)\b|[a-z]+ (?:is|are|was|has|had)\b)|(?<=\?)\s+(?=[a-z])/;

/** "Add up what we pay for Mia.", "List the policies.": a request asks, as a question does. */
const REQUEST =
  /^(please )?(add|list|tell|show|give|sum|total|find|compare|break|name|count|calculate|figure|check|remind|include|also|let me know|look up)\b/i;

/**
 * "This is Sam.", "Priya here.", "I'm Sam." (once "I'm Jordan's brother Sam" is read as Sam): who
 * is asking, which says nothing of what is asked.
 */
const SELF_INTRODUCTION =
  /^((hi|hello|hey),? )?((this is|it's|its|it is|i am|i'm|i’m) [\w'’]+( [\w'’]+)?|[\w'’]+( [\w'’]+)? (here|typing|writing|speaking|again|on (the |our |his |her |their )?(family |shared )?(log-?in|sign-?in|account)))( \([^)?]{1,40}\))?((,|\s[—–-]) ((helping|working|going|looking|trying|doing|sorting|tracking|handling|covering|checking|filling|following up)\b|(my|our|his|her|their) ([\w'’]+ ){1,2}(is|are|was|were|has|had|can'?t|cannot)\b|([\w'’]+ ){1,3}(is|are|was|were) (too|in|at|not|unable|sick|ill|unwell|away|busy|recovering|stuck)\b)[^?]*|, (the |your |their )?([\w]+['’]s? )?(financial |estate |tax )?(planner|advisor|adviser|cpa|accountant|attorney|lawyer|executor|executrix|trustee))?[.!]?$/i;

/** Who a helper is to the family ("mum", "cousin", "a mate of the family"). */
const HELPER =
  '(mother|mom|mum|father|dad|cousin|neighbou?r|friend|mate|aunt|auntie|uncle|niece|nephew|relative|grandmother|grandfather|grandma|grandpa|sister|brother|\\w+-in-law|colleague)';
/** A professional saying who they are, only as "… here" or "Name, CPA.": "I'm the executor and need…" asks. */
const PROFESSIONAL =
  '(planner|advisor|adviser|cpa|accountant|attorney|lawyer|solicitor|executor|executrix|trustee)';

/**
 * How a helper says who they are: "I am / this is / myself …" with a relation, "Jordan's mum",
 * "cousin of Jordan", "… here", "writing", "on his log-in". Not "my brother Sam is in hospital".
 */
const HELPER_SAYS_WHO = new RegExp(
  [
    `^((hi|hello|hey|g'day|namaste|good (morning|afternoon|evening))( there)?,? )?(i am|i'm|im|myself|this is|it's|it is)\\b.*\\b${HELPER}\\b`,
    `['’]s ${HELPER}\\b`,
    `\\b${HELPER}( and \\w+)? (of|to) (\\w+['’]s|\\w+|the family)\\b`,
    `\\b${HELPER} (here|writing|this side|speaking)\\b`,
    `\\b(on|using|with) (his|her|their) (log-?in|login|sign-?in|account)\\b`,
    // "Marcus Lee, CPA.": a name and what they are, said on its own.
    `^[\\w'’]+( [\\w'’]+)?,? (the |your |their )?([\\w]+['’]s? )?(financial |estate |tax )?(${HELPER}|${PROFESSIONAL})( (for|to|of) [\\w'’ ]{1,40})?[.!]?$`,
    // "Financial planner for Jordan and Alex Carter.": what they are, and for whom.
    `^(the |your |their )?(financial |estate |tax )?${PROFESSIONAL} (for|to|of) [\\w'’ ]{1,40}[.!]?$`,
    // "I'm the Carters' financial planner.": the whole sentence says who is asking.
    `^(i am|i'm|im|this is) (the |your |their )?([\\w]+['’]s? )?(new |current |longtime |long-time )?(financial |estate |tax )?${PROFESSIONAL}[.!]?$`,
    `\\b${PROFESSIONAL} (here|writing|this side|speaking)\\b`,
  ].join('|'),
  'i',
);

/**
 * "Jordan's mum here.", "I am cousin of Jordan writing from Pune on his account.", "G'day,
 * Jordan's neighbour.": a relative, friend or helper saying who they are and why they use the
 * sign-in, in a sentence that asks nothing.
 */
function introducesAHelper(sentence: string): boolean {
  return !asks(sentence) && (HELPER_SAYS_WHO.test(sentence) || NAME_AND_FIRM.test(sentence));
}

/** "Dana Hughes of Hughes Law.": a person's name and the firm they are with, capitalized. */
const NAME_AND_FIRM =
  /^[A-Z][a-z'’]+ [A-Z][a-z'’]+,? (of|from|at|with) [A-Z][\w'’&.]*( [A-Z&][\w'’&.]*){0,3}[.!]?$/;

/**
 * "I need Jordan and Alex's net worth.", "I need the balance": a request; "I need to make sure…"
 * and "I need a sense of…" are reasons.
 */
const NEEDS =
  /\b(i|we) (need|want|would like|'d like) (the|our|their|his|her|(\w+ and )?\w+['’]s|(a|one) (full |whole |entire )?(year|month|quarter|total|list|breakdown|figure|copy))\b/i;

/**
 * "how much a month goes to mia", typed without a question mark, still asks; so does "by how
 * much", after a question.
 */
const QUESTION_START =
  /^((and|or|but|so|also|plus) )?(by )?(how|what|what's|whats|who|who's|whos|which|when|where|is|are|do|does|did|can|could|will|would)\b/i;

/** Pronouns for people: what they point back to is a name, not the rest of its sentence. */
const PERSONAL = /^(he|she|him|her|his|hers|they|them|their|theirs)$/i;

/** Words that point back to something an earlier sentence named ("what roles does he have?"). */
const POINTS_BACK =
  /\b(he|she|him|her|his|hers|they|them|their|theirs|(?<!all of )it|its|that|this(?! (month|week|weekend|year|quarter|morning))|those|these)\b|\b(inside|in there)(?=\s*[?.!]*\s*$)|\bthe (two|three|four|pair)\b(?! \w+s\b)/i;

/** "Alex mentioned (that) Leo's preschool is pricey.", "Jordan asked me to watch the Amex.": who said it is not what is asked. */
const REPORTED =
  /^[\w'’]+( [\w'’]+)? (mentioned|said|says|told (me|us)|noticed|pointed out|reminded (me|us)|thinks|thought|asked (me|us) to)( that)? (?=\S)/i;

/** "this is alex - …", "it's Jordan: …": who is typing, said before the question in one sentence. */
const WHO_TYPES_FIRST =
  /^((hi|hello|hey),? )?(this is|it's|it’s|it is) [\w'’]+( [\w'’]+)?\s*([-—–:,]|\s[-—–]\s)\s*/i;

/** "Alex here, …", "Sam typing —": who is typing, said before the rest of a sentence. */
const HERE_FIRST = /^[\w'’]+( [\w'’]+)? (here|typing|writing|again)(,|\s[—–-])\s+(?=\S)/i;

/** Records named by their kind, which a later pronoun of the same sentence may point to. */
const RECORD_KINDS =
  /^(bills|accounts|cards|policies|loans|mortgages|documents|entries|holdings|obligations|charges|payments|subscriptions|investments|funds)[,;:]?$/i;

/**
 * One record named by its kind, which a later "it" of the same sentence points to ("which assets
 * does the trust list, and which still has to be retitled into it?"); "that unit" may be another
 * sentence's condo.
 */
const RECORD_KIND =
  /^(bill|account|card|policy|loan|mortgage|document|entry|list|letter|note|holding|fund|trust|will|plan|house|home|condo|car)[,;:]?$/i;

/**
 * "What is the email of the family's attorney, and what's her firm?": a pronoun after a person
 * named by their role in the same sentence points to them.
 */
const PERSON_ROLES =
  /^(attorney|lawyer|cpa|accountant|planner|advisor|adviser|executor|executrix|trustee|guardian|agent|spouse|wife|husband|brother|sister|mom|mother|dad|father|son|daughter|contact|insurer|agent)[,;:]?$/i;

function sentencesOf(text: string): string[] {
  return (
    text
      .split(SENTENCE_BREAK)
      .map((sentence) => sentence.trim())
      .filter(Boolean)
      // "I'm Jordan's dad; Jordan asked me to look into the HSA.": who asks, then what about.
      .flatMap((sentence) => {
        const [first = '', ...rest] = sentence.split(/;\s+/);
        const introduces = SELF_INTRODUCTION.test(first) || introducesAHelper(first);
        return rest.length > 0 && introduces ? [first, rest.join('; ')] : [sentence];
      })
  );
}

/** "The CPA asks whether anything is below cost.": a question asked for someone. */
const INDIRECT = /\b(whether|wondering|wonder if|(want|wants|need|needs) to know)\b/i;

const asks = (sentence: string) =>
  sentence.endsWith('?') ||
  NEEDS.test(sentence) ||
  REQUEST.test(sentence) ||
  QUESTION_START.test(sentence) ||
  INDIRECT.test(sentence);

/**
 * Whether a sentence's pronoun points to an earlier sentence: not when a name the records hold
 * comes before it in the sentence itself ("how much goes to Mia between piano and her 529"). A
 * name is capitalized, unless the whole question was typed without capitals.
 */
function pointsBack(
  sentence: string,
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
): 'no' | 'to a person' | 'to a thing' {
  const pronoun = POINTS_BACK.exec(sentence);
  if (!pronoun) return 'no';
  const before = sentence.slice(0, pronoun.index).split(/\s+/);
  // "If Jordan is not there any more, who takes it over?": a person is not what "it" is.
  const couldBeIt = (word: string) =>
    PERSONAL.test(pronoun[0]) || !tokensOf(word).every((token) => peopleWords().has(token));
  if (before.some((word) => isName(word, sentence, recordWords) && couldBeIt(word))) return 'no';
  // "Which bills have no account to pay them from?": "them" are the bills it named.
  if (before.some((word) => RECORD_KINDS.test(word))) return 'no';
  if (/^its?$/i.test(pronoun[0]) && before.some((word) => RECORD_KIND.test(word))) return 'no';
  if (PERSONAL.test(pronoun[0]) && before.some((word) => PERSON_ROLES.test(word))) return 'no';
  return PERSONAL.test(pronoun[0]) ? 'to a person' : 'to a thing';
}

/** A word the records hold, capitalized unless the whole sentence was typed without capitals. */
function isName(word: string, sentence: string, recordWords: () => ReadonlySet<string>): boolean {
  const lowercase = sentence === sentence.toLowerCase();
  // A sentence's first word is capitalized whatever it is: "Total up…" asks, it names no account.
  if (sentence.startsWith(word) && (REQUEST.test(word) || QUESTION_START.test(word))) return false;
  return (
    (lowercase || /^[A-Z]/.test(word)) && tokensOf(word).some((token) => recordWords().has(token))
  );
}

/**
 * "I'm handling the estate and need to transfer the Tesla's title. What's its VIN?": one
 * question whose "its" can only be the single thing the statements name, asked with that name.
 */
function possessiveOfTheOneThing(
  sentences: readonly string[],
  asking: readonly string[],
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
): string | null {
  const [question, ...more] = asking;
  if (!question || more.length > 0 || !/\bits\b/i.test(question)) return null;
  if (/\b(it|they|them|their|that|this|those|these)\b/i.test(question)) return null;
  if (namesIn(question, recordWords).length > 0) return null;
  const statements = sentences.filter((sentence) => sentence !== question);
  const names = statements.flatMap((sentence) => namesIn(sentence, recordWords));
  const things = names.filter((name) => tokensOf(name).some((token) => !peopleWords().has(token)));
  if (things.length !== 1 || names.length !== 1 || !things[0]) return null;
  return question.replace(/\bits\b/i, `the ${things[0]}'s`);
}

/** Whether a sentence names a record that is not a person ("the Rainey St condo"). */
function namesAThing(
  sentence: string,
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
  byItsOwnName = false,
): boolean {
  // By its own name: "the Rainey St condo", not a part called "Home".
  return namesIn(sentence, recordWords).some((name) =>
    tokensOf(name).some(
      (token) => !peopleWords().has(token) && !(byItsOwnName && KEYWORDS.has(token)),
    ),
  );
}

/**
 * "Mortgage plus the building HOA, what does it cost?": "it" after only kinds of record, which
 * a sentence's first word or a capitalised "HOA" does not make names of one.
 */
function onlyKindsBeforeIt(sentence: string, recordWords: () => ReadonlySet<string>): boolean {
  const pronoun = /\b(it|its|that)\b/i.exec(sentence);
  if (!pronoun) return false;
  const before = sentence.slice(0, pronoun.index);
  const names = namesIn(before, recordWords);
  return (
    names.length > 0 && names.every((name) => tokensOf(name).every((token) => KEYWORDS.has(token)))
  );
}

/** The names a sentence gives ("Mia" of "I'll look after Mia's schooling."). */
function namesIn(sentence: string, recordWords: () => ReadonlySet<string>): string[] {
  const names: string[][] = [];
  let afterName = false;
  for (const word of sentence.split(/\s+/)) {
    const name = isName(word, sentence, recordWords);
    if (name) {
      const bare = word.replace(/['’]s\b|[^\w'’-]/g, '');
      // "Sam Carter" is one name: consecutive name words stay together.
      if (afterName) names[names.length - 1]?.push(bare);
      else names.push([bare]);
    }
    // A comma or a full stop after a name ends it ("Mia, Leo").
    afterName = name && /[\w'’]$/.test(word);
  }
  return names.map((name) => name.join(' '));
}

/** "The family's attorney", "Jordan's brother": a person named by who they are to someone. */
const ROLE_PHRASE =
  /\b(?:the|our|my|your|their|his|her|[\w]+['’]s) (?:family['’]s )?(?:financial |estate |tax )?(?:attorney|lawyer|cpa|accountant|planner|advisor|adviser|executor|trustee|brother|sister|mom|mother|dad|father)\b/gi;

/**
 * "As executor of Jordan Carter's estate I need to write to the family's attorney. What is her
 * email?": "her" is the person the statement named last, here by role.
 */
function roleNamedLast(statement: string, recordWords: () => ReadonlySet<string>): string | null {
  // "My brother Sam is in hospital": the name after the role is who it is.
  const roles = [...statement.matchAll(ROLE_PHRASE)].filter(
    (role) => !/^,? [A-Z][a-z]/.test(statement.slice((role.index ?? 0) + role[0].length)),
  );
  const role = roles.at(-1);
  if (!role) return null;
  const lastName = namesIn(statement, recordWords).at(-1);
  const nameAt = lastName ? statement.lastIndexOf(lastName) : -1;
  return (role.index ?? 0) > nameAt ? role[0] : null;
}

/** "What is the policy number?", "who is the contingent?": what is asked of a record left unnamed. */
const OF_WHAT_WAS_NAMED =
  /\bthe (policy |account |card |member |group )?(number|balance|contingent|premium|rate|deductible|beneficiary|vin|payoff)\b(?! (of|on|for|in) )/i;

/** "The claim on Alex's life insurance": a record named by its kind and whose it is. */
const A_KIND_OF_RECORD =
  /\b[\w]+['’]s? (life|home|homeowners|auto|car|umbrella|health|disability|long-term care) (insurance|policy|cover|coverage)\b/i;

/** What a question asks, said in a statement ("what we spend on Mia"): the statement is kept. */
const ASKED_IN_STATEMENT =
  /\b(spend|spends|spent|spending|pay|pays|paid|paying|cost|costs|owe|owes|owed|worth|due|reach|call|contact|email|e-mail|text|phone|ring)\b/i;

/**
 * "I want to make sure nothing bounces. Which bills are due on the 1st?": statements before or
 * after a question say why it is asked, in words no record holds ("bounces", "Mom is in no
 * state to deal with this"); the question is the sentences that ask. When a question points back
 * to a thing a statement named ("Mia's piano and soccer. What do those cost?"), the text is kept
 * whole; a person ("I'll look after Mia's schooling. What is her 529 worth?"), the names the
 * statements give are kept, unless a statement says what is asked ("what we spend on Mia").
 * Who introduces themselves ("Priya here.") is left out.
 */
export function withoutContextSentences(
  raw: string,
  recordWords: () => ReadonlySet<string> = () => new Set(),
  peopleWords: () => ReadonlySet<string> = () => new Set(),
): string {
  const sentences = sentencesOf(raw)
    .filter((sentence) => !SELF_INTRODUCTION.test(sentence))
    .map(withoutKnownPrimary)
    // "Alex here, found a letter about…", "Jordan's mom here, the insurer wants the VIN.": who is
    // typing, before what they say (a question's lead-in, "CPA here, tracking 529s: when…?", is
    // read whole as one).
    .map((sentence) => (asks(sentence) ? sentence : sentence.replace(HERE_FIRST, '')))
    .filter((sentence) => !introducesAHelper(sentence))
    // "Jordan asked me to move money into the Ally fund.": a task of the asker's, not a request
    // that Nido move money.
    .map((sentence) =>
      asks(sentence)
        ? sentence
        : sentence.replace(REPORTED, (said) =>
            /\basked (me|us) to\b/i.test(said) ? 'I need to ' : '',
          ),
    );
  if (sentences.length === 0) return raw;
  const asking = sentences.filter(asks);
  if (asking.length === 0) return raw;
  if (asking.length === sentences.length) return sentences.join(' ');
  // "this is alex - what's the VIN?": the "this" says who is typing, it points back to nothing.
  const back = asking.map((sentence) =>
    pointsBack(sentence.replace(WHO_TYPES_FIRST, ''), recordWords, peopleWords),
  );
  // "…need to transfer the Tesla's title. What's its VIN?": "its" is the one thing the
  // statements named, and the question is asked of it alone.
  const ofTheThing = possessiveOfTheOneThing(sentences, asking, recordWords, peopleWords);
  if (ofTheThing) return ofTheThing;
  // "Sam is in their papers. What roles does he have?": the statement says what it is about.
  if (back.includes('to a thing')) return sentences.join(' ');
  const statements = sentences.filter((sentence) => !asking.includes(sentence));
  // "Jordan and Alex rent out the Rainey St condo. Mortgage plus the building HOA, what does it
  // cost?": kinds of bill before "it" are the condo's, which the statement named.
  if (
    asking.some((sentence) => onlyKindsBeforeIt(sentence, recordWords)) &&
    statements.some((sentence) => namesAThing(sentence, recordWords, peopleWords, true))
  )
    return sentences.join(' ');
  // "…the claim on Jordan's Northwestern Mutual life insurance. What is the policy number?": a
  // question asking "the" number of nothing it names asks it of what a statement named.
  if (
    asking.every(
      (sentence) => OF_WHAT_WAS_NAMED.test(sentence) && namesIn(sentence, recordWords).length === 0,
    ) &&
    statements.some(
      (sentence) =>
        namesAThing(sentence, recordWords, peopleWords) || A_KIND_OF_RECORD.test(sentence),
    )
  )
    return sentences.join(' ');
  // "I'll look after Mia's schooling. What is her 529 worth?": the question and who "her" is.
  if (back.includes('to a person')) {
    // "…the recurring charges on the Amex. What do they come to?": "they" are the charges.
    if (
      asking.every((sentence) => !/\b(he|she|him|her|his|hers)\b/i.test(sentence)) &&
      // "…keep the bills straight. What do they owe Bright Horizons?": a question naming its own
      // record asks of people.
      asking.every((sentence) => namesIn(sentence, recordWords).length === 0) &&
      statements.some((sentence) =>
        sentence.split(/\s+/).some((word) => RECORD_KINDS.test(word) && /s[,;:.]?$/i.test(word)),
      )
    )
      return sentences.join(' ');
    if (
      statements.some((sentence) => ASKED_IN_STATEMENT.test(sentence)) &&
      !asking.some((sentence) => ASKED_IN_STATEMENT.test(sentence))
    )
      return sentences.join(' ');
    const role = roleNamedLast(statements.at(-1) ?? '', recordWords);
    const names = role ? [role] : statements.flatMap((sentence) => namesIn(sentence, recordWords));
    // "While Jordan is in hospital… what do they owe?": "they" is no one person, but the family.
    const plural = asking.every(
      (sentence) =>
        /\b(they|them|their|theirs)\b/i.test(sentence) &&
        !/\b(he|she|him|her|his|hers)\b/i.test(sentence),
    );
    if (plural && names.length === 1) return asking.join(' ');
    // No name found: the statements may still say who it is ("my uncle").
    return names.length > 0 ? [...asking, names.join(' and ')].join(' ') : sentences.join(' ');
  }
  return asking.join(' ');
}
