import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import { instrumentLabel, listOfNames } from '@shared/estate/estate-analysis/estate-labels';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { TInstrumentKind, TPersonRole } from '@shared/estate/instrument-kinds';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { ESTATE_PLAN_SOURCE, PLAN_SOURCE, instrumentSource } from '../records/sources';
import type { Question } from '../text/question';

const ASKS_CONTACTS_ONLY = /\btrusted contacts?\b/;
const EVENT_WORDS =
  /\b(die|dies|died|death|dead|incapacitated|incapacity|pass away|passes away|happens)\b/;
const INCAPACITY = /\b(incapacitated|incapacity|incapable|coma|sick|ill|disabled)\b/;

/** The document that matters first for each event, and the role in it. */
const KEY_DOCUMENTS: Record<
  'death' | 'incapacity',
  readonly [TInstrumentKind, TPersonRole, string][]
> = {
  death: [
    ['will', 'executor', 'executor'],
    ['trust', 'successor_trustee', 'successor trustee'],
    ['guardian_nomination', 'guardian', 'guardian for the children'],
  ],
  incapacity: [
    ['financial_poa', 'agent', 'financial agent'],
    ['healthcare_poa', 'health_care_agent', 'health-care agent'],
    ['trust', 'successor_trustee', 'successor trustee'],
  ],
};

function namedIn(instrument: InstrumentFacts, role: TPersonRole): string | null {
  const people = instrument.people
    .filter((person) => person.role === role)
    .sort((a, b) => a.rank - b.rank)
    .map((person, index) => (index === 0 ? person.name : `${person.name} (alternate)`));
  return people.length > 0 ? listOfNames(people) : null;
}

/**
 * "What happens if I die / become incapacitated?": the triggering-event plan (issue 15) and what
 * the estate plan already names, without claiming anything the records do not say.
 */
export function answerIfSomethingHappens(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply {
  const event = INCAPACITY.test(question.text) ? 'incapacity' : 'death';
  const own = snapshot.households.find((household) => household.isOwn) ?? snapshot.households[0];
  const ownerId = own?.ownerId;
  // Someone else's household carries no set-up: its contacts are its owner's alone to see.
  const triggering =
    snapshot.triggering.find((each) => each.ownerId === ownerId) ??
    (own?.isOwn ? { trustedContactNames: [], activeEventKind: null } : null);
  // "Alex Carter (primary)": each contact with the priority the Triggering event screen gives.
  const contacts = (triggering?.trustedContactNames ?? []).map((name, position) => {
    const priority =
      triggering && 'contactPriorities' in triggering
        ? triggering.contactPriorities?.[position]
        : undefined;
    return priority ? `${name} (${priority})` : name;
  });
  if (ASKS_CONTACTS_ONLY.test(question.text) && !EVENT_WORDS.test(question.text))
    return {
      response: !triggering
        ? `Only ${own?.ownerName || 'the household’s owner'} sees and chooses who their trusted contacts are, on the Triggering event screen.`
        : contacts.length > 0
          ? `Your trusted contacts, who can report a death or incapacity on the Triggering event screen: ${listOfNames(contacts)}.`
          : 'You have no trusted contacts yet: add them on the Triggering event screen so someone can report a death or incapacity.',
      sources: [PLAN_SOURCE],
    };
  const parts: string[] = [
    `If you ${event === 'death' ? 'die' : 'become incapacitated'}, one of your trusted contacts reports it on the Triggering event screen; unless you stop it within the waiting period you chose, the records you share after an event open to your family and they get a step-by-step plan built from your records.`,
  ];
  if (triggering)
    parts.push(
      contacts.length > 0
        ? `Your trusted contacts: ${listOfNames(contacts)}.`
        : 'You have no trusted contacts yet, so nobody can report it: add them on Triggering event.',
    );
  if (triggering?.activeEventKind)
    parts.push(`An event (${triggering.activeEventKind}) is already in progress.`);

  const sources: TAiSource[] = [PLAN_SOURCE];
  const mine = snapshot.estate.instruments.filter(
    (instrument) => !ownerId || instrument.ownerId === ownerId,
  );
  for (const [kind, role, roleName] of KEY_DOCUMENTS[event]) {
    const instruments = mine.filter(
      (instrument) => instrument.kind === kind && instrument.status !== 'none',
    );
    for (const instrument of instruments) {
      const named = namedIn(instrument, role);
      const detail = snapshot.instrumentDetails.find((each) => each.instrumentId === instrument.id);
      const original = detail?.originalLocation
        ? ` The signed original is kept: ${detail.originalLocation}.`
        : '';
      parts.push(
        `${instrumentLabel(instrument)}${whoseNote(snapshot, instrument.ownerId)} ${named ? `names ${named} as ${roleName}` : `names no ${roleName} yet`}.${original}`,
      );
      sources.push(instrumentSource(instrument));
    }
  }
  if (
    event === 'death' &&
    !mine.some((instrument) => instrument.kind === 'will' && instrument.status !== 'none')
  )
    parts.push('No will is recorded in your estate plan.');
  if (
    event === 'incapacity' &&
    !mine.some((instrument) => instrument.kind === 'financial_poa' && instrument.status !== 'none')
  )
    parts.push('No financial power of attorney is recorded in your estate plan.');
  sources.push(ESTATE_PLAN_SOURCE);
  return { response: parts.join(' '), sources };
}
