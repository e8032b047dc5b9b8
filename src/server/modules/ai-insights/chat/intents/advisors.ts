import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { HouseholdSnapshot, SnapshotAdvisor } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { adultFirstNames } from '../records/the-couple';
import { ESTATE_PLAN_SOURCE, advisorSource } from '../records/sources';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import { askedAttributes } from '../lookup/asked-attributes';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { countOf } from '../text/format';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { roleText } from '../records/role-text';

const ROLE_PATTERNS: readonly [TAdvisorRole, RegExp][] = [
  [
    'cpa',
    /\b(cpa|cpas|accountants?|tax (preparer|person|guy|lady|pro)|bookkeeper)\b|\bwho (does|did|will do|prepares|prepared|files|filed|handles|handled) (our|my|the|(the )?\w+) ((\d{4}|federal|state|joint|income|tax|last|this) ){0,3}(taxes|tax returns?|returns?|books)\b/,
  ],
  ['attorney', /\b(attorneys?|lawyers?|estate planner)\b/],
  [
    'financial_advisor',
    /\b(financial|wealth|investment) (advisor|adviser|planner|manager)s?\b|\bplanners?\b/,
  ],
  ['insurance_agent', /\binsurance (agent|broker|agents|brokers)\b|\bbroker\b/],
  ['banker', /\bbankers?\b/],
  ['physician', /\b(doctor|doctors|physician|physicians)\b/],
];

/** "Our attorney", "the CPA": the household's advisors of the role a text names. */
export function advisorsByRole(text: string, snapshot: HouseholdSnapshot): SnapshotAdvisor[] {
  const roles = ROLE_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([role]) => role);
  return snapshot.advisors.filter((advisor) => roles.includes(advisor.role as TAdvisorRole));
}

/** "Who do we call about insurance?": the advisor who handles the topic. */
export const ASKS_WHO_TO_CALL =
  /\bwho (do|should|can|would) (i|we) (call|contact|ask|talk to|see|reach)\b/;
const TOPICS: readonly [TAdvisorRole, RegExp][] = [
  ['cpa', /\b(tax|taxes|accounting|bookkeeping)\b/],
  ['attorney', /\b(will|wills|trust|trusts|estate|legal|probate|poa)\b/],
  ['financial_advisor', /\b(investments?|portfolio|retirement|401k|ira|stocks?)\b/],
  ['insurance_agent', /\b(insurance|policy|policies|claim|claims)\b/],
];

/** Words that say what is wanted (a phone number) or how the family uses them, not whose. */
const CONTACT_WORDS = new Set([
  'financial',
  'family',
  'handles',
  'phone',
  'email',
  'number',
  'contact',
  'call',
  'reach',
  'touch',
  'hold',
  'text',
  'firm',
  'firms',
  'office',
  'info',
  'information',
  'details',
  'cell',
  'mobile',
  'address',
  'name',
  'tax',
  'preparer',
  'person',
  'guy',
  'lady',
  'pro',
  'bookkeeper',
  'wealth',
  'manager',
  'broker',
  'banker',
  'doctor',
  'physician',
  'estate',
  'investment',
  // "Which professional advisors do the Carters work with?": whom they use, not a name.
  'professional',
  'professionals',
  'work',
  'works',
  'working',
  'use',
  'uses',
]);

function contactText(advisor: SnapshotAdvisor, question: Question): string {
  const wantsPhone = /\b(phone|number|call|text|cell|mobile)\b/.test(question.text);
  const wantsEmail = /\bemail\b/.test(question.text);
  const both = wantsPhone === wantsEmail;
  const parts: string[] = [];
  if (both || wantsPhone)
    parts.push(advisor.phone ? `phone ${advisor.phone}` : 'no phone number recorded');
  if (both || wantsEmail)
    parts.push(advisor.email ? `email ${advisor.email}` : 'no email recorded');
  const firm = advisor.firm ? `, ${advisor.firm}` : '';
  const role = ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role;
  return `${advisor.name} (${role}${firm})${' '}— ${parts.join(', ')}`;
}

/**
 * How to reach someone the estate plan names who is not an advisor (a brother who is the backup
 * executor): the phone and email recorded with them, and their roles.
 */
function estatePersonContact(
  words: readonly string[],
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const people = new Map<string, { person: TEstatePerson; roles: Set<string> }>();
  for (const instrument of snapshot.estate.instruments)
    for (const person of instrument.people) {
      if (!person.phone && !person.email) continue;
      const known = people.get(person.name) ?? { person, roles: new Set<string>() };
      known.roles.add(roleText(person));
      people.set(person.name, known);
    }
  const match = matchNames(
    words,
    [...people.values()].map((each) => ({ item: each, words: tokensOf(each.person.name) })),
  );
  if (match.items.length === 0 || namesNothingTogether(match, question)) return null;
  const wantsPhone = /\b(phone|number|call|text|cell|mobile)\b/.test(question.text);
  const wantsEmail = /\bemail\b/.test(question.text);
  const both = wantsPhone === wantsEmail;
  const lines = match.items.map(({ person, roles }) => {
    const parts: string[] = [];
    if (both || wantsPhone)
      parts.push(person.phone ? `phone ${person.phone}` : 'no phone number recorded');
    if (both || wantsEmail)
      parts.push(person.email ? `email ${person.email}` : 'no email recorded');
    const relationship = person.relationship ? `${person.relationship}, ` : '';
    return `${person.name} (${relationship}${[...roles].join(', ')} in your estate plan) — ${parts.join(', ')}`;
  });
  return {
    response: `${lines.join('. ')}.`,
    sources: [ESTATE_PLAN_SOURCE],
    intent: 'estate_people',
  };
}

/** Who the CPA, attorney or financial advisor is, and how to reach them. */
/** "Which advisors does Jordan have?", "Jordan's advisors": the household's, by its adults. */
const WHOSE_ADVISORS = /\badvisers?\b|\badvisors\b/;

export function answerAdvisor(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const byTopic = ASKS_WHO_TO_CALL.test(question.text) ? TOPICS : [];
  const roles = [...ROLE_PATTERNS, ...byTopic]
    .filter(([, pattern]) => pattern.test(question.text))
    .map(([role]) => role);
  let advisors = snapshot.advisors.filter(
    (advisor) => roles.length === 0 || roles.includes(advisor.role as TAdvisorRole),
  );
  // "Who do we call about taxes?": the topic chose the advisor; it is not a name.
  const topicWords = new Set(byTopic.length > 0 ? tokensOf(question.text) : []);
  // "Jordan's solicitor": the household's advisors are the couple's, so with a role named their
  // names pick none ("Alex's phone" still asks for Alex).
  // "Which advisors does Jordan have?" too: whose advisors, not which.
  const couple = new Set(
    roles.length > 0 || WHOSE_ADVISORS.test(question.text) ? adultFirstNames(snapshot) : [],
  );
  const words = question.contentTokens.filter(
    (word) =>
      !CONTACT_WORDS.has(word) &&
      !couple.has(word) &&
      !(topicWords.has(word) && TOPICS.some(([, topic]) => topic.test(word))),
  );
  if (words.length > 0) {
    const match = matchNames(
      words,
      snapshot.advisors.map((advisor) => ({
        item: advisor,
        words: tokensOf(`${advisor.name} ${advisor.firm ?? ''}`),
      })),
    );
    if (match.items.length === 0) {
      const person = estatePersonContact(words, question, snapshot);
      if (person) return person;
      // "What time of year does the CPA do our taxes?": the role named them, and the rest of the
      // question may be in what the family wrote about them. A capitalized word is a name.
      if (
        roles.length > 0 &&
        advisors.length > 0 &&
        !namesSomeone(words, question.raw) &&
        !ASKS_ACCESS_LEVEL.test(question.text)
      )
        return advisorsReply(advisors, question, snapshot, { withNotes: true });
      return notFoundReply(match.unmatchedWords, 'no advisor by that name');
    }
    if (namesNothingTogether(match, question))
      return notFoundReply(words, 'no advisor by that name');
    advisors = match.items;
  }
  if (advisors.length === 0) {
    const wanted =
      roles
        .map((role) => (role === 'cpa' ? 'CPA' : ADVISOR_ROLE_LABELS[role].toLowerCase()))
        .join(' or ') || 'advisor';
    return {
      response: `No ${wanted} is recorded in your advisors yet.`,
      sources: [{ kind: 'advisor', id: null, label: 'Advisors', href: '/advisors' }],
    };
  }
  // "What's Marcus's office address?": advisors hold a phone, an email and a firm, not an address.
  if (askedAttributes(question.text).includes('address'))
    return {
      response: `No address is recorded for ${advisors.map((advisor) => advisor.name).join(' or ')}: ${advisors.map((advisor) => contactText(advisor, question)).join('. ')}.`,
      sources: advisors.map(advisorSource),
      recordsLack: true,
    };
  // "Who does our taxes, and what time of year?": when they do it is in what the family wrote.
  return advisorsReply(advisors, question, snapshot, {
    withNotes: ASKS_WHEN_DONE.test(question.text),
  });
}

const ASKS_WHEN_DONE =
  /\b(when|what time|time of year|(what|which) (month|season|quarter)|how often|usually)\b/;

function advisorsReply(
  advisors: readonly SnapshotAdvisor[],
  question: Question,
  snapshot: HouseholdSnapshot,
  { withNotes = false }: { withNotes?: boolean } = {},
): IntentReply {
  const lines = advisors.map(
    (advisor) =>
      `${contactText(advisor, question)}${whoseNote(snapshot, advisor.ownerId)}${withNotes && advisor.notes ? `; your notes: “${advisor.notes}”` : ''}`,
  );
  // "How many advisors do we have?": the count, then who they are.
  const count =
    advisors.length > 1 && /\bhow many\b/.test(question.text)
      ? `${countOf(advisors.length, 'advisor')}: `
      : '';
  return { response: `${count}${lines.join('. ')}.`, sources: advisors.map(advisorSource) };
}

/** "What level of access does our CPA have?" is what they may see, not who they are. */
const ASKS_ACCESS_LEVEL = /\b(access|permission|permissions|see|view|level)\b/;

/** Whether one of the words is written with a capital inside the question: someone's name. */
function namesSomeone(words: readonly string[], raw: string): boolean {
  const capitalized = new Set(
    [...raw.matchAll(/(?<=\S\s+)([A-Z][a-z]+)\b/g)].map((found) => (found[1] ?? '').toLowerCase()),
  );
  return words.some((word) => capitalized.has(word));
}
