import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { tokensOf } from '../text/normalize';
import { adultFirstNames } from './the-couple';

/**
 * What a relative, friend or helper calls the person before saying their name: "my daughter
 * Alex", "my son-in-law Jordan", "my grandson Leo", "my friend Jordan". The asker may be anyone
 * using the sign-in, so the relation is to them, not to the household's owner.
 */
const RELATION =
  '(?:great[- ])?(?:grand)?(?:son|daughter|child|kid|baby)(?:[- ]in[- ]law)?|(?:step)?(?:son|daughter|brother|sister|mother|father|mom|mum|dad)(?:[- ]in[- ]law)?|grandson|granddaughter|grandchild|grandma|grandpa|granny|husband|wife|spouse|partner|cousin(?:[- ](?:brother|sister))?|nephew|niece|uncle|aunt|auntie|friend|mate|neighbou?r|client|boss|colleague|employer|nanny|bhabhi|bhaiya|didi|jiju';

const BEFORE_A_NAME = new RegExp(
  `\\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]he|[A-Z][a-z]+['’]s) (?:dear |late |eldest |youngest |little |older |younger )?(?:${RELATION}),? (?<name>[A-Z][a-z'’]+)\\b`,
  'g',
);

/** The first names of everyone the records hold: the household, its people, its plan's people. */
function firstNamesOf(snapshot: HouseholdSnapshot): ReadonlySet<string> {
  const names = [
    ...snapshot.households.map((household) => household.ownerName),
    ...snapshot.people.map((person) => person.name),
    ...snapshot.estate.households.flatMap((household) => household.children),
    ...snapshot.estate.instruments.flatMap((instrument) =>
      instrument.people.map((person) => person.name),
    ),
    ...snapshot.estate.policies.flatMap((policy) => [
      policy.insuredName ?? '',
      ...policy.beneficiaries.map((beneficiary) => beneficiary.name),
    ]),
    ...snapshot.investments.flatMap((account) =>
      account.beneficiaries.map((beneficiary) => beneficiary.name),
    ),
    ...snapshot.advisors.map((advisor) => advisor.name),
  ];
  return new Set(names.map((name) => tokensOf(name)[0] ?? '').filter(Boolean));
}

/**
 * "Jordan's dad here. My son's guidebook entry…": who the asker is to someone the records name,
 * and what the asker then calls that person.
 */
const RELATIVE_ASKING =
  /^\s*(?:(?:hi|hello|hey),? )?(?:i'm |i’m |i am |this is |it's |it’s )?([A-Z][a-z]+)['’]s (dad|father|mom|mother|mum|parent|brother|sister)\b/;
const ASKER_CALLS: Record<string, RegExp> = {
  parent: /\b[Mm]y (son|daughter|child|kid)\b(?![- ]in[- ]law)(?!,? [A-Z][a-z])/g,
  sibling: /\b[Mm]y (brother|sister|sibling)\b(?![- ]in[- ]law)(?!,? [A-Z][a-z])/g,
};

/** "My son" said by Jordan's dad is Jordan, not the household's own son. */
function askersRelative(question: string, snapshot: HouseholdSnapshot): string {
  const asking = RELATIVE_ASKING.exec(question);
  const [, name = '', relation = ''] = asking ?? [];
  if (!asking || !firstNamesOf(snapshot).has(name.toLowerCase())) return question;
  const calls = /^(brother|sister)$/.test(relation) ? ASKER_CALLS.sibling : ASKER_CALLS.parent;
  if (!calls) return question;
  const said = question.slice(asking[0].length);
  return `${asking[0]}${said.replace(calls, name)}`;
}

/**
 * "My daughter Alex" is Alex, whoever is asking: the relation words before a name the records
 * hold are dropped, so they are not read as the owner's daughter (children-by-relation.ts) nor as
 * a name the household lacks. A name the records do not hold keeps its relation. "Jordan's wife
 * Alex" is Alex too. ("My neighbor's net worth" keeps its relation: another family's.)
 */
export function withRelativesByName(question: string, snapshot: HouseholdSnapshot): string {
  question = askersRelative(question, snapshot);
  // "In my name alone": the owner asking, by the name the records hold.
  const owner = snapshot.households.find((household) => household.isOwn)?.ownerName.split(' ')[0];
  const spouse =
    spouseAsking(question, owner, snapshot) ??
    advisorAsking(question, snapshot) ??
    personAsking(question, owner, snapshot);
  if (spouse) return namedRelatives(inTheirWords(question, spouse), snapshot);
  const mine = owner ? question.replace(/\bin my (own )?name\b/gi, `in ${owner}'s name`) : question;
  return namedRelatives(mine, snapshot);
}

/**
 * "This is Alex.", "Alex here.", "Alex on the family login.", "Sam Carter, Jordan's brother.",
 * "Alex: …": who says they are asking, at the start.
 */
const ASKER =
  /^\s*(?:(?:hi|hello|hey),? )?(?:this is|it's|it is) ([a-z]+)\s*[.!;:]|^\s*([a-z]+)(?: [a-z]+)? (?:here|typing|writing|again|on (?:the |our )?(?:family |shared )?(?:log-?in|sign-?in|account))\s*[.!,;:]|^\s*([a-z]+)(?: [a-z]+)?, (?:[a-z]+['’]s |the family['’]s )?(?:brother|sister|mom|mum|mother|dad|father|son|daughter|cousin|uncle|aunt|friend|neighbou?r|brother-in-law|sister-in-law)\s*[.!;:]/i;

/** "Sam: what is …": a capitalised name and a colon opening the question (case matters here). */
const ASKER_COLON = /^\s*([A-Z][a-z]+):\s/;

/**
 * "Marcus Lee here. Which month do I usually prepare the return?": an advisor asking, by their
 * full name, so "I" is the advisor.
 */
function advisorAsking(question: string, snapshot: HouseholdSnapshot): string | null {
  const said =
    /^\s*(?:([a-z]+ [a-z]+)(?: here| typing| writing|,? (?:the |your |their )?(?:cpa|accountant|attorney|lawyer|(?:financial )?(?:planner|advisor|adviser)))|(?:this is|it's|it is) ([a-z]+ [a-z]+))\s*[.!,;:(]/i.exec(
      question,
    );
  const name = said?.[1] ?? said?.[2];
  if (!name) return null;
  const asking = tokensOf(name).join(' ');
  const advisor = snapshot.advisors.find((each) => tokensOf(each.name).join(' ') === asking);
  return advisor ? (name.split(' ')[0] ?? null) : null;
}

/** Words about someone's place in the estate plan. */
const ROLE_WORDS =
  /\b(roles?|named|listed|appointed|executor|executrix|trustee|guardian|agent|beneficiary|beneficiaries|trusted contact|alternate|successor)\b/i;

/** "What email do you have for me?", "is my phone number right?": how to reach the asker. */
const OWN_CONTACT =
  /\b(email|e-mail|phone|number|cell|address|contact)\b[^.?!]*\b(for|of|on) me\b|\bmy (email|e-mail|phone|cell|number|address|contact)\b/i;

/** Who says they are asking ("This is Sam.", "Sam here,"), when it is not the owner. */
function askerNamed(question: string, owner: string | undefined): string | null {
  const said = ASKER.exec(question);
  const name = said?.[1] ?? said?.[2] ?? said?.[3] ?? ASKER_COLON.exec(question)?.[1];
  return name && name.toLowerCase() !== owner?.toLowerCase() ? name : null;
}

/**
 * "Sam here, Jordan's brother. What roles am I named in?": someone the estate plan names (a
 * relative, an executor) asking, by their first name, so "I" is them.
 */
function personAsking(
  question: string,
  owner: string | undefined,
  snapshot: HouseholdSnapshot,
): string | null {
  const name = askerNamed(question, owner);
  // Only about their roles or how to reach them: "I want to keep her piano going" said by Priya
  // is not "Priya wants…".
  if (!name || !(ROLE_WORDS.test(question) || OWN_CONTACT.test(question))) return null;
  const named = snapshot.estate.instruments.flatMap((instrument) =>
    instrument.people.map((person) => tokensOf(person.name)[0]),
  );
  return named.includes(name.toLowerCase()) ? name : null;
}

/** The household's other adult, when they say they are the one asking on the owner's sign-in. */
function spouseAsking(
  question: string,
  owner: string | undefined,
  snapshot: HouseholdSnapshot,
): string | null {
  const name = askerNamed(question, owner);
  return name && adultFirstNames(snapshot).includes(name.toLowerCase()) ? name : null;
}

/**
 * "Add up everything under Home for me.", "list the bills for me?": done for whoever asks, which
 * says nothing of whose records they are.
 */
const DONE_FOR_ME =
  /\b((?:add|adding|sum|total|tally|list|show|give|tell|pull|look|find|check|figure|work|break|calculate|count)\b[^.?!]*?) for (?:me|us)(?=\s*(?:[.?!,;:—–]|\s-\s|$))/gi;

/** "When did I sign my living will?" asked by Alex: "when did Alex sign Alex's living will?". */
function inTheirWords(question: string, name: string): string {
  return (
    question
      .replace(DONE_FOR_ME, '$1')
      .replace(/\b(i am|i'm|i’m)\b/gi, `${name} is`)
      // "What roles am I named in?": the question's "am I" is "is Sam".
      .replace(/\bam i\b/gi, `is ${name}`)
      .replace(/\bi['’]ve\b/gi, `${name} has`)
      .replace(/\bi['’]d\b/gi, `${name} would`)
      .replace(/\bi['’]ll\b/gi, `${name} will`)
      .replace(/\b(my|mine)\b/gi, `${name}'s`)
      // "I want the full cost of…", "I need…": a request, whoever makes it, read as one.
      .replace(/\b(i|me|myself)\b(?! (want|need|would like)\b)/gi, name)
  );
}

/** The words for a relation the estate documents record ("Brother"), each with its other names. */
const RELATION_NAMES: Record<string, readonly string[]> = {
  brother: ['brother'],
  sister: ['sister'],
  mother: ['mother', 'mom', 'mum'],
  father: ['father', 'dad'],
  son: ['son'],
  daughter: ['daughter'],
  spouse: ['spouse', 'wife', 'husband', 'partner'],
};

const BY_RELATION = new RegExp(
  `\\b([A-Za-z]+)['’]s (${Object.values(RELATION_NAMES).flat().join('|')})\\b(?!,? [A-Z][a-z])`,
  'g',
);

/**
 * "Sam here, Jordan's brother.", "I'm Sam, Jordan's brother,", "(Jordan's brother)": the asker
 * saying who they are, which stays as said.
 */
function saysWhoIsAsking(question: string, at: number, length: number): boolean {
  const before = question.slice(0, at);
  const clause = before.slice(
    Math.max(...['.', '!', '?', ':', '—'].map((mark) => before.lastIndexOf(mark))) + 1,
  );
  const after = question.slice(at + length);
  return (
    /\b(i'?m|i’m|i am|this is|it'?s|it’s|here|myself)\b/i.test(clause) ||
    /[A-Z][a-z]+,\s*$|\(\s*$/.test(clause) ||
    /^\s*(here|typing|writing|speaking|[:—–-])/.test(after)
  );
}

/**
 * "Jordan's brother", said without his name: the one person Jordan's estate documents name as
 * Jordan's brother ("Sam Carter"). Left as said when they name none, or more than one.
 */
function relativesByRelation(question: string, snapshot: HouseholdSnapshot): string {
  if (!/['’]s /.test(question)) return question;
  return question.replace(
    BY_RELATION,
    (whole: string, whose: string, relation: string, at: number) => {
      if (saysWhoIsAsking(question, at, whole.length)) return whole;
      const accepted = Object.values(RELATION_NAMES).find((names) =>
        names.includes(relation.toLowerCase()),
      );
      const named = new Set(
        snapshot.estate.instruments
          .filter((instrument) => tokensOf(instrument.principalName)[0] === whose.toLowerCase())
          .flatMap((instrument) => instrument.people)
          .filter((person) => accepted?.includes(person.relationship?.toLowerCase() ?? '') === true)
          .map((person) => person.name),
      );
      const [only] = named;
      return named.size === 1 && only ? only : whole;
    },
  );
}

function namedRelatives(question: string, snapshot: HouseholdSnapshot): string {
  question = relativesByRelation(question, snapshot);
  if (!/[a-z] [A-Z]/.test(question)) return question;
  let names: ReadonlySet<string> | null = null;
  return question.replace(BEFORE_A_NAME, (whole: string, ...rest: unknown[]) => {
    const { name } = rest[rest.length - 1] as { name: string };
    names ??= firstNamesOf(snapshot);
    return names.has(tokensOf(name)[0] ?? '') ? name : whole;
  });
}
