import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot, SnapshotPerson } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { listOfNames } from '@shared/estate/estate-analysis/estate-labels';
import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';

/**
 * "Does our accountant have access?", "who else can see our household?": who the household is
 * opened to. A question about the guidebook's sharing is the guidebook's, not this.
 */
export const ASKS_ACCESS =
  /\b(level of access|access level|kind of access|what access|read[- ]only|view[- ]only|edit access)\b|\bcan (our|the|my|their) (cpa|accountant|attorney|lawyer|planner|advisor|adviser|executor) (edit|change|see|view|read)\b|\b(have|has|get|gets|got|given|give) access\b|\bwho (else )?(can|could|is able to) (see|view|access|open|look at)\b|\b(who|whom) (is|are) (our |my |the )?(household|account|nido) shared with\b|\bwho (else )?has access\b|\bwho (else )?(can|could) ((sign|log) (in|on|into)|get (into|in to))\b|\b(has|have|had|got|gets|given|with) (a |an |their own |his own |her own |its own |own )?(login|log in|sign in|signin|nido account)\b|\b(can|could|cant|cannot) (see|view|access|read|look at) (our|my|the|their) (data|records|information|info|finances|household|stuff)\b/;

const ACCESS_SOURCE: TAiSource = {
  kind: 'person',
  id: null,
  label: 'Family & advisors',
  href: '/family',
};

const LEVELS: Record<string, string> = {
  read: 'read-only',
  read_write: 'read and write',
};

function accessText(person: SnapshotPerson, today: string): string {
  if (person.role === 'advisor') {
    const level = LEVELS[person.advisorAccess ?? ''] ?? person.advisorAccess ?? 'advisor';
    const expires = person.expiresAt ? person.expiresAt.toISOString().slice(0, 10) : null;
    const active = !expires || expires >= today;
    return `${person.name} (advisor, ${level} access (${person.advisorAccess ?? 'not set'}), ${active ? 'active' : 'expired'}${expires ? `${active ? ' until' : ' on'} ${expires}` : ''})`;
  }
  return `${person.name} (${person.role === 'viewer' ? 'family member, view only' : 'family member'})`;
}

/**
 * Who, besides the owner, has access to the reader's own household, and at what level. Another
 * household's members and advisors are its owner's to see (Settings › Family is the owner's),
 * so a guest, viewer or advisor is told so rather than shown them.
 */
export function answerAccess(snapshot: HouseholdSnapshot, text = ''): IntentReply {
  const reply = accessReply(snapshot);
  const without = ASKS_OF_ADVISORS.test(text) ? advisorsWithoutAccess(snapshot) : [];
  if (without.length === 0) return reply;
  return {
    ...reply,
    response: `${reply.response} ${listOfNames(without)} ${without.length === 1 ? 'has' : 'have'} no access.`,
  };
}

/** "Which of our advisors has access, and which hasn't?": the advisors too, not only the people. */
const ASKS_OF_ADVISORS = /\b(advisors?|advisers?|cpa|accountant|attorney|lawyer|planner)\b/;

/** The reader's own advisors no sign-in of theirs has been given access to. */
function advisorsWithoutAccess(snapshot: HouseholdSnapshot): string[] {
  const own = new Set(snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerId));
  const connected = new Set(
    snapshot.people
      .filter((person) => own.has(person.ownerId))
      .map((person) => person.name.toLowerCase()),
  );
  return snapshot.advisors
    .filter((advisor) => own.has(advisor.ownerId) && !connected.has(advisor.name.toLowerCase()))
    .map(
      (advisor) =>
        `${advisor.name} (${ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role})`,
    );
}

function accessReply(snapshot: HouseholdSnapshot): IntentReply {
  const own = new Set(snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerId));
  if (own.size === 0)
    return {
      response:
        'Who has access to a household is for its owner to see, in Settings › Family. Ask them, or ask about your own household.',
      sources: [ACCESS_SOURCE],
    };
  const others = snapshot.people.filter(
    (person) => person.role !== 'owner' && own.has(person.ownerId),
  );
  if (others.length === 0)
    return {
      response:
        'No one else has access to your household: no family members or advisors are connected.',
      sources: [ACCESS_SOURCE],
    };
  const owners = [...new Set(others.map((person) => person.ownerId))];
  const lines = owners.map((ownerId) => {
    const here = others.filter((person) => person.ownerId === ownerId);
    return `${listOfNames(here.map((person) => accessText(person, snapshot.today)))}${whoseNote(snapshot, ownerId)}`;
  });
  return {
    response: `Besides the owner, ${others.length === 1 ? '1 person has' : `${others.length} people have`} access: ${lines.join('; ')}.`,
    sources: [ACCESS_SOURCE],
  };
}
