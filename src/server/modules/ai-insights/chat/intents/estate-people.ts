import { EVENT_WORDS } from '../text/event-words';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import { instrumentLabel, listOfNames } from '@shared/estate/estate-analysis/estate-labels';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import { PERSON_ROLE_LABELS, type TPersonRole } from '@shared/estate/instrument-kinds';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { absentPrincipal } from '../records/absent-principal';
import { whoseNote } from '../records/households';
import { ESTATE_PLAN_SOURCE, advisorSource, instrumentSource } from '../records/sources';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { roleText } from '../records/role-text';
import { askedInstrumentKinds } from './document-location';

/** The roles a question asks about, most specific first ("health-care agent" before "agent"). */
const ROLE_PATTERNS: readonly [TPersonRole, RegExp][] = [
  ['executor', /\b(executors?|executrix|personal representative)\b/],
  ['successor_trustee', /\bsuccessor( trustees?)?\b/],
  ['trustee', /\btrustees?\b/],
  [
    'health_care_agent',
    /\b(healthcare|medical|health) (agent|agents|proxy|poa|decisions|decision)\b|\bproxy\b|\bpoa\b.*\b(healthcare|medical|health)\b|\bmedical\b/,
  ],
  ['agent', /\b(poa|agents?|financial decisions|money decisions|make (financial )?decisions)\b/],
  [
    'guardian',
    /\b(guardians?|guardianship)\b|\b(take care of|raise) (the |our |my )?(kids|children)\b|\b(would|will|should|could) (raise|bring up) (the |our |my )?(kids|children|them|\w+ and \w+)\b/,
  ],
  ['pet_caretaker', /\b(pets?|dog|dogs|cat|cats|pet caretaker)\b/],
  ['witness', /\bwitness(es)?\b/],
];

/** Words that say what is asked, not whose plan: left out when matching principals' names. */
const ROLE_WORDS = new Set([
  'representative',
  'personal',
  'medical',
  'health',
  'financial',
  'decisions',
  'decision',
  'make',
  'named',
  'name',
  'names',
  'pet',
  'pets',
  'dog',
  'cat',
  'take',
  'care',
  'raise',
  'caretaker',
  'witness',
  'witnesses',
  'guardianship',
  'estate',
  'phone',
  'email',
  'contact',
]);

export function askedRoles(text: string): TPersonRole[] {
  const roles: TPersonRole[] = [];
  for (const [role, pattern] of ROLE_PATTERNS) {
    if (!pattern.test(text)) continue;
    // "Health-care POA" names the health-care agent, not the financial one.
    if (role === 'agent' && roles.includes('health_care_agent') && !/\bfinancial\b/.test(text))
      continue;
    if (role === 'trustee' && roles.includes('successor_trustee')) continue;
    roles.push(role);
  }
  return roles;
}

function personText(person: TEstatePerson, withContact: boolean): string {
  const relationship = person.relationship ? ` (${person.relationship})` : '';
  const contact = withContact
    ? [person.phone, person.email].filter(Boolean).join(', ') || 'no phone or email recorded'
    : '';
  return `${person.name}${relationship}${contact ? `, ${contact}` : ''}`;
}

function instrumentText(
  instrument: InstrumentFacts,
  roles: readonly TPersonRole[],
  snapshot: HouseholdSnapshot,
  withContact: boolean,
) {
  const people = [...instrument.people]
    .filter((person) => roles.includes(person.role))
    .sort((a, b) => roles.indexOf(a.role) - roles.indexOf(b.role) || a.rank - b.rank);
  const named = people.map((person) => `${roleText(person)}: ${personText(person, withContact)}`);
  return `${instrumentLabel(instrument)}${whoseNote(snapshot, instrument.ownerId)} names ${named.join('; ')}`;
}

/** Who the executor, alternates, agents, guardians and trustees are. */
export function answerEstatePeople(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const text = question.text;
  const asked = askedRoles(text);
  const roles: readonly TPersonRole[] =
    asked.length > 0
      ? asked
      : ['executor', 'trustee', 'successor_trustee', 'agent', 'health_care_agent', 'guardian'];
  const withContact = /\b(phone|email|contact|number|reach|call)\b/.test(text);
  let instruments = snapshot.estate.instruments.filter((instrument) =>
    instrument.people.some((person) => roles.includes(person.role)),
  );
  // "Who is named in our wills and trust?": those documents' people, not every document's.
  const kinds = /\b(named|listed|mentioned) (in|by)\b/.test(text) ? askedInstrumentKinds(text) : [];
  const ofKinds = instruments.filter((instrument) => kinds.includes(instrument.kind));
  if (ofKinds.length > 0) instruments = ofKinds;

  // "Sam's executor": whose plan. A name that is no principal but a person in the plan or a
  // child ("guardian for Emma") does not narrow it; a name nobody has is not answered.
  // "…if both Jordan and Alex passed away": the occasion, no one's name.
  const words = question.contentTokens.filter(
    (word) => !ROLE_WORDS.has(word) && !EVENT_WORDS.has(word),
  );
  if (words.length > 0) {
    const principals = matchNames(
      words,
      instruments.map((instrument) => ({
        item: instrument,
        words: tokensOf(instrument.principalName),
      })),
    );
    if (principals.items.length > 0) instruments = principals.items;
    else {
      const known = matchNames(words, [
        ...snapshot.estate.instruments.flatMap((instrument) =>
          instrument.people.map((person) => ({ item: person.name, words: tokensOf(person.name) })),
        ),
        ...snapshot.estate.households.flatMap((household) =>
          household.children.map((child) => ({ item: child, words: tokensOf(child) })),
        ),
        ...snapshot.people.map((person) => ({ item: person.name, words: tokensOf(person.name) })),
      ]);
      if (known.items.length === 0)
        return notFoundReply(known.unmatchedWords, 'no one by that name in your estate plan');
      const absent = absentPrincipal(question.raw, instruments, snapshot);
      if (absent)
        return {
          response: `No ${listOfNames(roles.map((role) => PERSON_ROLE_LABELS[role].toLowerCase()))} is named for ${absent} in your estate plan; the estate plan is where you name them.`,
          sources: [ESTATE_PLAN_SOURCE],
          recordsLack: true,
        };
    }
  }

  if (instruments.length === 0) {
    const advisors = snapshot.advisors.filter((advisor) =>
      roles.includes(advisor.role as TPersonRole),
    );
    const roleNames = listOfNames(roles.map((role) => PERSON_ROLE_LABELS[role].toLowerCase()));
    const fromAdvisors =
      advisors.length > 0
        ? ` Your advisors list ${listOfNames(advisors.map((advisor) => `${advisor.name} as ${advisor.role}`))}.`
        : '';
    return {
      response: `No ${roleNames} is named in your estate plan yet; the estate plan is where you name them.${fromAdvisors}`,
      sources: [ESTATE_PLAN_SOURCE, ...advisors.map(advisorSource)],
      ...(advisors.length === 0 ? { recordsLack: true as const } : {}),
    };
  }
  return {
    response: `${instruments.map((instrument) => instrumentText(instrument, roles, snapshot, withContact)).join('. ')}.`,
    sources: instruments.map(instrumentSource),
  };
}
