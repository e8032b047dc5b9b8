import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { KEYWORDS } from './text/keywords';
import { tokensOf } from './text/normalize';

/** A question on its own: it starts as one does. */
const STARTS_AS_A_QUESTION =
  /^(how|what|what's|whats|which|who|who's|whos|whom|when|where|is|are|was|were|do|does|did|can|could|will|would|has|have)\b/i;

/** A word that points back to what an earlier question named ("what's its rate?"). */
const POINTS_BACK =
  /\b(it|its|it's|that|those|these|they|them|their|theirs|he|she|him|her|his|hers|there|one|ones|both|either|each|same|other|else)\b/i;

/**
 * "What is the Spectrum bill, and what's the account number?": a second question after a comma
 * and "and", asking something else of what the first named.
 */
const COMMA_AND =
  /,\s*(?:and|&|\+)\s+(?=(?:(?:in|on|at|for|under|with|to|from) (?:what|which|whose)\b|what|what's|whats|which|who|who's|whos|whom|whose|when|where|how|is|are|does|do|did|can)\b)|\s(?:and|&|\+)\s+(?=(?:what|what's|whats|which|who|who's|whos|whom|when|where)\s(?!(?:and|or)\b))|\s\+\s+/i;

/** Words for kinds of record, which a second question asks about as the first named them. */
const RECORD_KINDS: ReadonlySet<string> = new Set(
  `guidebook entry entries policy policies account accounts card cards bill bills loan loans
  mortgage mortgages will wills trust trusts fund funds document documents`.split(/\s+/),
);

/** A kind of record a second question names for itself ("what is the house worth?"). */
const OWN_KIND =
  /\b(house|home|condo|car|vehicle|policy|account|card|loan|mortgage|will|trust|entry|fund|bill)\b/i;

/** "The family's Honda": whose a record is says nothing of which one it is. */
const WHOSE = /^(the )?(family|household|families|households)['’]?s?['’]?[,:;]?$/i;

/** "…and when did I sign mine?": a record of the asker's, of the kind the first question named. */
const MINE = /\b(mine|ours)\b/i;
const OWNER_OF: Record<string, string> = { mine: 'my', ours: 'our' };
/** What a first question names as someone's: "their directive to physicians", "Alex's will". */
const POSSESSED =
  /\b(?:their|his|her|(?!(?:What|Who|Where|When|How|That|It|There|Here)['’]s)[A-Z][a-z]+['’]s) ((?:[\w'’()-]+ ){0,4}[\w'’()-]+)\s*$/;
/** Words after what is possessed that say what is asked of it ("Alex's will dated"). */
const ASKED_OF_IT =
  /(?: (?:for|to|of|in|on|at|with|from|by|dated|worth|signed|due|cost|costs|held|kept|stored|located|now|today))+$/i;

/** "Who is the successor trustee…": a person asked for by the role the records give them. */
const ROLE_ASKED =
  /\bwho(?:['’]s| is| are| was| will be)\s+(?:the |our |my |their |your )?((?:(?:first|second|alternate|successor|contingent|backup|primary|named) )*(?:executor|executrix|trustee|guardian|agent|attorney|cpa|accountant|planner|advisor|adviser|lawyer|trusted contact))\b/i;
/** "…, and what's their phone number?": the person the first question asked for. */
const PERSON_POINTED_TO = /\b(their|his|her|them|him)\b/i;

/** Where a question starts after who asks ("Dana Hughes, attorney: when did…"). */
const QUESTION_START =
  /(^|[:.!—–-]\s*)((?:on|in|at|for|from|to|with|by|under) )?(how|what|what's|whats|which|who|who's|whos|when|where|is|are|do|does|did|can|list|show|give|tell|name)\b/i;

/**
 * The first question's record names (and the kinds it names them by), which a second one after
 * ", and" asks about too; not who asks before it.
 */
function recordNamesOf(part: string, recordWords: () => ReadonlySet<string>): string[] {
  const start = QUESTION_START.exec(part);
  const asked = start ? part.slice(start.index + (start[1]?.length ?? 0)) : part;
  return asked
    .split(/\s+/)
    .filter((word) => !WHOSE.test(word))
    .filter((word) =>
      tokensOf(word).some(
        (token) => RECORD_KINDS.has(token) || (!KEYWORDS.has(token) && recordWords().has(token)),
      ),
    );
}

/**
 * "Is Verizon more than Spectrum? What is the Verizon bill?": two questions, each whole, each
 * naming a record of its own. Null when the text is one question, or a later one leans on an
 * earlier one ("what's the rate?", "and who gets it?"), which only the whole text answers.
 */
export function separateQuestions(
  raw: string,
  recordWords: () => ReadonlySet<string>,
): string[] | null {
  const parts = raw
    .split(/(?<=\?)\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const whole = parts.every(
    (part, at) =>
      STARTS_AS_A_QUESTION.test(part) &&
      tokensOf(part).length >= 3 &&
      namesARecord(part, recordWords) &&
      (at === 0 || !POINTS_BACK.test(part)),
  );
  return whole ? parts : null;
}

/** "The dentist's office is asking", "the bank needs it": why the question is asked. */
const SOMEONE_ASKS =
  /\b(asking|asks|asked|needs?|needed|wants?|wanted|requested|requests|requires?|required|wondering)\b/i;

/**
 * "…and what's the policy number? the dentist's office is asking": the questions without a
 * short sentence after them that says who wants the answer (why it is asked).
 */
export function withoutReasonAfter(raw: string): string {
  const end = raw.lastIndexOf('?');
  if (end < 0) return raw;
  const after = raw.slice(end + 1).trim();
  if (!after || STARTS_AS_A_QUESTION.test(after) || !SOMEONE_ASKS.test(after)) return raw;
  // A short sentence: who asks ("the tax office"), not more about the records.
  return tokensOf(after).length <= 8 ? raw.slice(0, end + 1) : raw;
}

function namesARecord(part: string, recordWords: () => ReadonlySet<string>): boolean {
  return tokensOf(part).some((word) => !KEYWORDS.has(word) && recordWords().has(word));
}

/**
 * "…, and what on the 22nd?", "and how much in the condo?": a second question that leaves out
 * what the first asked, saying only of what.
 */
const ELLIPTICAL =
  /^(?:what|how much|how many|which|who)\s+(on|in|for|at|with|from|about)\s+(.+)$/i;

/** A second question of no words but when ("in which month?", "how often?"). */
const ASKS_ONLY_WHEN =
  /^(?:(?:in|during|on) )?(?:(?:what|which) (?:month|year|day|season|quarter|week|time of (?:the )?year)|when|how often)[?.!\s]*$/i;

/** "What gets paid on the 28th, and what on the 22nd?": the second in the first's words. */
function filledIn(first: string, second: string): string | null {
  const elliptical = ELLIPTICAL.exec(second.replace(/[?.!\s]+$/, ''));
  if (!elliptical) return null;
  const [, preposition = '', rest = ''] = elliptical;
  const at = first.toLowerCase().lastIndexOf(` ${preposition.toLowerCase()} `);
  if (at < 0) return null;
  const start = QUESTION_START.exec(first);
  const from = start ? start.index + (start[1]?.length ?? 0) : 0;
  return at > from ? `${first.slice(from, at)} ${preposition} ${rest}?` : null;
}

/**
 * "What does the Life Time gym cost, and which card is it charged to?": a second question after
 * ", and", asking of what the first named, so it carries those names ("which card is it charged
 * to (Life Time gym)"). Null when there is no such second question, the first names no record,
 * or the second asks of a set the first named ("and how many of them…"), which only the whole
 * text answers. The whole text may still answer both: see `answersMoreThan`.
 */
export function questionsJoinedByAnd(
  raw: string,
  recordWords: () => ReadonlySet<string>,
): string[] | null {
  const [first, second, ...more] = raw.split(COMMA_AND).map((part) => part.trim());
  if (!first || !second || more.length > 0 || tokensOf(second).length < 3) return null;
  // The first is a question, perhaps after who asks ("Dana Hughes, attorney: when did…"), or
  // what is asked, typed short ("alex life ins amt + who gets it").
  if (tokensOf(first).length < 2) return null;
  const filled = filledIn(first, second);
  if (filled) return [first, filled];
  if (!QUESTION_START.test(first) && !/\s\+\s/.test(raw)) return null;
  // "When did Alex sign their directive, and when did I sign mine?": the asker's own of what
  // the first named as someone's.
  const own = MINE.exec(second) ? POSSESSED.exec(first)?.[1]?.replace(ASKED_OF_IT, '') : undefined;
  if (own) return [first, second.replace(MINE, (word) => `${OWNER_OF[word.toLowerCase()]} ${own}`)];
  // "Who is the successor trustee of our trust, and what's their phone number?": of the person
  // in that role, not of the trust.
  const role = ROLE_ASKED.exec(first)?.[1];
  if (role && PERSON_POINTED_TO.test(second))
    return [
      first,
      second.replace(PERSON_POINTED_TO, (word) =>
        /^(him|them)$/i.test(word) ? `the ${role}` : `the ${role}'s`,
      ),
    ];
  const named = recordNamesOf(first, recordWords);
  // A record by its name, or a set by its kind ("list our loans…, and what rate is the biggest
  // one at?").
  const isKind = (word: string) => RECORD_KINDS.has(tokensOf(word)[0] ?? '');
  const namesOne = named.some((word) => namesARecord(word, recordWords));
  if (!namesOne && !named.some(isKind)) return null;
  // "Who prepares our return, and in which month?": when the first's doing happens, which only
  // the whole text asks (the month is in what the family wrote of who does it).
  if (ASKS_ONLY_WHEN.test(second)) return null;
  // "…, and how many days after the house mortgage is that?", "and by how much?": a comparison
  // of the two, which only the whole text asks.
  if (
    /\b(how many days|days apart|by how much|how much (more|less|higher|lower)|difference)\b/i.test(
      second,
    )
  )
    return null;
  // "How many entries are there, and which does Sam see?": the second asks of the set the first
  // named by its kind, which only the whole text says.
  if (namesARecord(second, recordWords) && !POINTS_BACK.test(second))
    return namesOne ? [first, second] : null;
  // "And how many of them…", "what are their balances?": of the set the first named; "their
  // estate plan" after one person's email is the household's.
  const plural = named.some((word) => /s\W*$/i.test(word) && isKind(word));
  if (/\b(they|them|those|these)\b/i.test(second) || (plural && /\btheir\b/i.test(second)))
    return null;
  // "…the Bluebonnet mortgage, and what is the house worth?": the second names its own kind of
  // record, so only the first's names are carried, not its kinds.
  const carried = OWN_KIND.test(second) ? named.filter((word) => !isKind(word)) : named;
  if (carried.length === 0) return [first, second];
  return [
    first,
    `${second.replace(/[?.!\s]+$/, '')} (${carried.join(' ').replace(/[,:;]/g, '')})?`,
  ];
}

/**
 * Amounts, rates, dates, account-length numbers, dashed or not (not a ZIP code), policy numbers
 * ("BCX448102937"), emails, and what the records name in quotes (a guidebook section, an entry's
 * title): the facts an answer states.
 */
const FACT =
  /(?<!example )“[^”]{2,300}”|\b[A-Z]{1,5}-?\d{5,}[A-Z\d]*\b|\$[\d,]+\.\d\d|\b\d+(?:\.\d+)?%|\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b|\b\d[\d-]{4,}\d\b|\b[\w.+-]+@[\w-]+\.[\w.-]+\b/g;

const factsOf = (answer: TChatAnswer) =>
  (answer.response.match(FACT) ?? []).filter(
    (fact) => !/^\d/.test(fact) || fact.replace(/-/g, '').length >= 6,
  );

/**
 * Whether answers to the parts state something the whole text's answer left out ("what is the
 * Spectrum bill, and what's the account number?" answered with the number alone; "what's my
 * 401(k) worth, and how much has it gained?" answered with the worth alone) and keep every fact
 * the whole answer stated ("which car is worth more, and what's the policy number on its
 * insurance?" answered whole with its policy number, which the second part alone cannot tell).
 */
export function answersMoreThan(parts: readonly TChatAnswer[], whole: TChatAnswer): boolean {
  const said = parts.map((part) => part.response).join(' ');
  return (
    partsAddingTo(parts, whole).length > 0 && factsOf(whole).every((fact) => said.includes(fact))
  );
}

/** The parts whose answers state a fact the whole text's answer left out. */
export function partsAddingTo(
  parts: readonly TChatAnswer[],
  whole: TChatAnswer,
): readonly TChatAnswer[] {
  return parts.filter((part) => factsOf(part).some((fact) => !whole.response.includes(fact)));
}

/**
 * Whether the whole text, read as a list of records, cites one no part's answer does: a word of
 * one part found something neither asked about ("…, and what do the two life premiums cost?"
 * finding Life Time Fitness by "life"). An intent's own answer to the whole is kept.
 */
export function straysFromTheParts(parts: readonly TChatAnswer[], whole: TChatAnswer): boolean {
  if (whole.intent !== 'record') return false;
  const key = (source: TChatAnswer['sources'][number]) => `${source.kind}:${source.id}`;
  const cited = new Set(parts.flatMap((part) => part.sources.map(key)));
  return whole.sources.some((source) => source.id !== null && !cited.has(key(source)));
}

/** A person's or a record's name as typed: two or three capitalized words ("Priya Shah"). */
const TYPED_NAME = /\b[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}\b/g;

/**
 * Whether the whole text's answer leaves out a name the question gave that the parts' answers
 * say ("how is Priya Shah related to us, and what is she named to do for the children?"
 * answered whole about the children, not about Priya).
 */
export function leavesOutWhomAsked(
  raw: string,
  parts: readonly TChatAnswer[],
  whole: TChatAnswer,
): boolean {
  const said = parts.map((part) => part.response).join(' ');
  return [...raw.matchAll(TYPED_NAME)].some(
    ([name]) => said.includes(name) && !whole.response.includes(name),
  );
}

/** The shortest answer another may be said to extend: a sentence naming a record. */
const MIN_EXTENDED = 20;

/** One answer from the answers to each question, in the order they were asked. */
export function joinedAnswers(answers: readonly TChatAnswer[]): TChatAnswer {
  const [first] = answers;
  if (!first) throw new Error('joinedAnswers needs at least one answer');
  const sources = new Map<string, TChatAnswer['sources'][number]>();
  for (const answer of answers)
    for (const source of answer.sources)
      sources.set(`${source.kind}:${source.id}:${source.label}`, source);
  // An answer the one before already said in full ("how much is the policy for, and who's the
  // contingent?" answered by one card) is said once; one that says an earlier one and more
  // ("…worth $54,362.00 in 2 holdings: 160 shares of VXUS…") takes its place; a sentence an
  // earlier answer said ("when did I sign mine?" answered with Alex's directive too) is left out.
  const responses: string[] = [];
  for (const { response } of answers) {
    if (responses.some((said) => said.includes(response))) continue;
    // Only a whole answer, not a word of one ("Yes.").
    const extended = responses.findIndex(
      (said) => said.length >= MIN_EXTENDED && response.includes(said.replace(/\.$/, '')),
    );
    if (extended >= 0) {
      responses[extended] = response;
      continue;
    }
    const said = new Set(responses.flatMap(sentencesOf));
    const fresh = sentencesOf(response).filter((sentence) => !said.has(sentence));
    if (fresh.length > 0) responses.push(fresh.join(' '));
  }
  return {
    ...first,
    response: responses.join(' '),
    sources: [...sources.values()],
  };
}

/** An answer's sentences: each ends with a full stop before a capital ("$1.50" goes on). */
function sentencesOf(response: string): string[] {
  return response.split(/(?<=\.)\s+(?=[A-Z])/);
}
