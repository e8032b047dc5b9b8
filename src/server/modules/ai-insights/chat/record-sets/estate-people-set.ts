import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import { INSTRUMENT_LABELS, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { advisorSource, ESTATE_PLAN_SOURCE } from '../records/sources';
import { adultFirstNames, ownerFirstName } from '../records/the-couple';
import { countOf } from '../text/format';
import { tokensOf } from '../text/normalize';
import { roleText } from '../records/role-text';

/** What is asked of the people the estate documents name, as a set. */
export type PeopleQuestion = {
  wants: 'count' | 'list' | 'compare';
  /** "My documents": only those the owner is a principal of. */
  mine: boolean;
  /** "Besides Alex and me", "outside of me, Alex and the kids": the words naming who is left out. */
  leftOut: string | null;
  /** "Advisors plus the people in our estate plan": the advisors counted with them. */
  withAdvisors: boolean;
  /** "In our wills", "the trust": the kinds of document asked about; null for all of them. */
  kinds: ReadonlySet<TInstrumentKind> | null;
  /** "And how are they related?": each person's relationship too. */
  relation: boolean;
};

const ESTATE_CONTEXT =
  /\b(estate(?:[- ]plan)?|wills?|trusts?|powers? of attorney|poas?|directives?|(?:my|our) (?:own )?(?:legal )?(?:documents|papers))\b/;
/** "Who has more roles", "which of them holds the most roles". */
const COMPARES = /\b(more|most|fewer|fewest|less) (roles|jobs|duties|positions)\b/;
const COUNTS =
  /\bhow many (?:different |distinct |separate |unique |other )?(?:people|persons|individuals|names|family members)\b/;
const LISTS =
  /\b(?:which|what|who are the|list (?:the|all|every)?) ?(?:other )?(?:people|persons|individuals)\b|\b(?:everyone|everybody|all the people)\b|\bwho (?:else )?(?:holds?|has|have) (?:a |any )?roles?\b|\bwho (?:else )?(?:is|are|gets?) (?:named|listed|mentioned|appointed)\b/;
/** Who is left out: "besides Alex and me", "outside of me, Alex and the kids", "other than us". */
const LEAVING_OUT =
  /\b(?:besides|except(?: for)?|excluding|other than|outside(?: of)?|apart from|aside from|not counting|leaving out)\s+([^?.;:!]+?)(?=\s*(?:[?.;:!]|,\s*(?:how|which|who|what|list)\b|$| (?:how|which|who|what) ))/;
/** The kinds of document a question names ("my will and my healthcare power of attorney"). */
const KIND_WORDS: readonly [TInstrumentKind, RegExp][] = [
  ['will', /\bwills?\b(?! and testament)|\bwill and testament\b/],
  ['trust', /\btrusts?\b(?! ?ee)/],
  [
    'financial_poa',
    /\b(financial|durable) (powers? of attorney|poas?)\b|\bpowers? of attorney\b|\bpoas?\b/,
  ],
  [
    'healthcare_poa',
    /\b(health ?care|medical) (powers? of attorney|poas?)\b|\bpowers? of attorney\b|\bpoas?\b/,
  ],
  ['living_will', /\bliving wills?\b|\b(advance )?directives?\b/],
];
const WHOLE_PLAN =
  /\bestate(?:[- ]plan)?\b|\b(?:my|our) (?:own )?(?:legal )?(?:documents|papers)\b/;

/** The kinds of document the question limits itself to; null for the whole plan. */
function kindsNamed(text: string): ReadonlySet<TInstrumentKind> | null {
  if (WHOLE_PLAN.test(text)) return null;
  const kinds = KIND_WORDS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  // "Health-care power of attorney" names that one, not the financial one.
  const specific = /\b(health ?care|medical)\b/.test(text) && !/\b(financial|durable)\b/.test(text);
  const chosen = specific ? kinds.filter((kind) => kind !== 'financial_poa') : kinds;
  return chosen.length > 0 ? new Set(chosen) : null;
}

const MINE = /\bmy (?:own )?(?:estate(?:[- ]plan)? )?(?:documents|papers|will|wills|powers?)\b/;

/** What the question asks of the estate plan's people, or null when it asks nothing of the kind. */
/** "How many people can see our estate plan?" asks who has access, not whom the plan names. */
const ACCESS = /\b(see|sees|access|view|read|open|sign in|log in|shared with)\b/;

export function readPeopleQuestion(typed: string): PeopleQuestion | null {
  const text = typed.toLowerCase().replace(/[’‘]/g, "'");
  if (ACCESS.test(text)) return null;
  const wants = COMPARES.test(text)
    ? 'compare'
    : COUNTS.test(text) && ESTATE_CONTEXT.test(text)
      ? 'count'
      : LISTS.test(text) &&
          ESTATE_CONTEXT.test(text) &&
          /\b(roles?|named|names|hold|in)\b/.test(text)
        ? 'list'
        : null;
  if (!wants) return null;
  return {
    wants,
    mine: MINE.test(text),
    leftOut: LEAVING_OUT.exec(text)?.[1]?.trim() ?? null,
    withAdvisors: /\badvisors?\b/.test(text),
    kinds: kindsNamed(text),
    relation: /\b(related|relation|relationships?|kin)\b/.test(text),
  };
}

/** One person the estate documents name: every role they hold, in which documents. */
type PlanPerson = {
  name: string;
  roles: string[];
  documents: Set<string>;
  relationships: Set<string>;
};

function peopleIn(instruments: readonly InstrumentFacts[]): PlanPerson[] {
  const byName = new Map<string, PlanPerson>();
  for (const instrument of instruments)
    for (const person of instrument.people) {
      const key = tokensOf(person.name).join(' ');
      const found = byName.get(key) ?? {
        name: person.name,
        roles: [],
        documents: new Set(),
        relationships: new Set(),
      };
      found.roles.push(roleText(person));
      if (person.relationship) found.relationships.add(person.relationship);
      found.documents.add(instrumentLabel(instrument));
      byName.set(key, found);
    }
  return [...byName.values()];
}

/** "alternate executor, guardian (2 roles in 2 documents)": distinct roles, then how many. */
function rolesSummary(person: PlanPerson): string {
  const distinct = [...new Set(person.roles)].join(', ');
  return `${distinct}; ${countOf(person.roles.length, 'role')} in ${countOf(person.documents.size, 'document')}`;
}

/** The first names a phrase leaves out: "me" and "I" are the owner, "the kids" the children. */
function leftOutNames(phrase: string, snapshot: HouseholdSnapshot): Set<string> {
  const words = new Set(tokensOf(phrase));
  const names = new Set<string>();
  if (['me', 'i', 'myself', 'us', 'we'].some((word) => words.has(word)))
    names.add(ownerFirstName(snapshot));
  if (words.has('us') || words.has('we') || words.has('both'))
    for (const adult of adultFirstNames(snapshot)) names.add(adult);
  if (['kids', 'children', 'child'].some((word) => words.has(word)))
    for (const household of snapshot.estate.households)
      for (const child of household.children) names.add(tokensOf(child)[0] ?? '');
  for (const word of words) names.add(word);
  return names;
}

function firstName(name: string): string {
  return tokensOf(name)[0] ?? '';
}

/** The people a question names by first name, in the order it names them. */
function namedInOrder(text: string, people: readonly PlanPerson[]): PlanPerson[] {
  const words = tokensOf(text);
  return people
    .filter((person) => words.includes(firstName(person.name)))
    .sort((a, b) => words.indexOf(firstName(a.name)) - words.indexOf(firstName(b.name)));
}

/**
 * "How many different people have a role in our estate documents?", "besides Alex and me, which
 * people hold a role in our estate plan?", "between Sam and Priya, who has more roles across my
 * documents?": the people the estate documents name, counted, listed or compared by how many
 * roles they hold. Null when there is nothing to answer from (no documents naming anyone, or a
 * comparison that names fewer than two of them), for the other answers.
 */
export function answerEstatePeopleSet(
  asked: PeopleQuestion,
  typed: string,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const owner = ownerFirstName(snapshot);
  const instruments = snapshot.estate.instruments.filter(
    (instrument) =>
      (!asked.mine || tokensOf(instrument.principalName).includes(owner)) &&
      (!asked.kinds || asked.kinds.has(instrument.kind)),
  );
  const people = peopleIn(instruments);
  if (people.length === 0) return null;
  const only = asked.kinds
    ? ` (${[...asked.kinds].map((kind) => INSTRUMENT_LABELS[kind].toLowerCase()).join(', ')})`
    : '';
  const where = `${asked.mine ? 'your own' : 'your'} estate documents${only}`;
  const sources = [ESTATE_PLAN_SOURCE];
  if (asked.wants === 'compare') {
    const [a, b] = namedInOrder(typed.toLowerCase(), people);
    if (!a || !b) return null;
    const [more, fewer] = a.roles.length >= b.roles.length ? [a, b] : [b, a];
    const lead =
      more.roles.length === fewer.roles.length
        ? `${more.name} and ${fewer.name} hold as many roles in ${where}`
        : `${more.name} holds more roles in ${where}`;
    return {
      response: `${lead}: ${more.name} ${countOf(more.roles.length, 'role')} (${rolesSummary(more)}), ${fewer.name} ${countOf(fewer.roles.length, 'role')} (${rolesSummary(fewer)}).`,
      sources,
      intent: 'estate_people',
    };
  }
  const left = asked.leftOut ? leftOutNames(asked.leftOut, snapshot) : new Set<string>();
  const advisors = asked.withAdvisors
    ? snapshot.advisors.filter(
        (advisor) =>
          !people.some(
            (person) => tokensOf(person.name).join(' ') === tokensOf(advisor.name).join(' '),
          ),
      )
    : [];
  const kept = people.filter((person) => !left.has(firstName(person.name)));
  const keptAdvisors = advisors.filter((advisor) => !left.has(firstName(advisor.name)));
  const leftNames = people.filter((person) => left.has(firstName(person.name))).map((p) => p.name);
  const lead = leftNames.length > 0 ? `Leaving out ${leftNames.join(' and ')}, ` : '';
  const total = kept.length + keptAdvisors.length;
  const what = asked.withAdvisors
    ? `${countOf(total, 'person', 'people')}: ${countOf(kept.length, 'person', 'people')} named in ${where} and ${countOf(keptAdvisors.length, 'advisor')}`
    : `${countOf(total, 'person', 'people')} ${total === 1 ? 'holds' : 'hold'} a role in ${where}`;
  const lines = [
    ...kept.map(
      (person) =>
        `${person.name} (${asked.relation && person.relationships.size > 0 ? `${[...person.relationships].join(' / ')}; ` : ''}${rolesSummary(person)})`,
    ),
    ...keptAdvisors.map((advisor) => `${advisor.name} (advisor)`),
  ];
  const text = `${what}${lines.length > 0 ? `: ${lines.join('; ')}` : ''}.`;
  return {
    response: lead ? `${lead}${text}` : `${text[0]?.toUpperCase()}${text.slice(1)}`,
    sources: [...sources, ...keptAdvisors.map(advisorSource)],
    intent: 'estate_people',
  };
}
