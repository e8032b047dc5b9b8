import { eq } from 'drizzle-orm';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import type { TPersonRole } from '@shared/estate/instrument-kinds';
import type { TLegalPerson } from '@shared/legal/legal-answers';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { LEGAL_DOC_CARDS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import type { Queryable } from '../../db/owned-rows';
import { estateInstruments } from '../../db/schema';

type Instrument = { id: string; kind: string; principalName: string; people: TEstatePerson[] };

const SPOUSE = /\b(spouse|wife|husband)\b/i;
const CHILD = /\b(son|daughter|child|stepson|stepdaughter|stepchild)\b/i;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A person named on a card, as the interview records them. Family members and advisors keep
 * their reference; someone typed on the card points at that card.
 */
function fromEstate(person: TEstatePerson, instrumentId: string): TLegalPerson {
  const typed = person.source === 'other';
  return {
    name: person.name,
    relationship: person.relationship,
    dateOfBirth: null,
    isAdult: null,
    address: null,
    phone: person.phone,
    email: person.email,
    source: typed ? 'estate' : person.source,
    refId: typed ? instrumentId : person.refId,
  };
}

/**
 * The people the principal's cards name, the cards this document lands on first; within a
 * card, by rank (0 = named first, 1 = the alternate). Each person once.
 */
function peopleIn(instruments: readonly Instrument[], kind: TLegalDocKind) {
  const cards = new Set<string>(LEGAL_DOC_CARDS[kind]);
  const ordered = [...instruments].sort(
    (a, b) => Number(cards.has(b.kind)) - Number(cards.has(a.kind)),
  );
  return (roles: readonly TPersonRole[]): TLegalPerson[] => {
    const found: TLegalPerson[] = [];
    for (const instrument of ordered)
      for (const person of [...instrument.people].sort((a, b) => a.rank - b.rank))
        if (
          roles.includes(person.role) &&
          !found.some((each) => sameName(each.name ?? '', person.name))
        )
          found.push(fromEstate(person, instrument.id));
    return found;
  };
}

/** Every person of the cards whose relationship matches, once each. */
function related(instruments: readonly Instrument[], pattern: RegExp): TEstatePerson[] {
  const found: TEstatePerson[] = [];
  for (const instrument of instruments)
    for (const person of instrument.people)
      if (
        person.relationship &&
        pattern.test(person.relationship) &&
        !found.some((each) => sameName(each.name, person.name))
      )
        found.push(person);
  return found;
}

/**
 * Issue 17: a new draft's answers, from what the household recorded: the principal (name and
 * state), and from the estate plan's cards of the same principal (or, if none is theirs, of the
 * household) the spouse and children by their relationship, the executor, guardians, agents and
 * authorized people with their alternates. Whatever is not recorded stays empty for the
 * interview to ask.
 */
export async function prefillAnswers(
  db: Queryable,
  input: { ownerId: string; kind: TLegalDocKind; principalName: string; state: string },
): Promise<Record<string, unknown>> {
  const all: Instrument[] = await db
    .select({
      id: estateInstruments.id,
      kind: estateInstruments.kind,
      principalName: estateInstruments.principalName,
      people: estateInstruments.people,
    })
    .from(estateInstruments)
    .where(eq(estateInstruments.userId, input.ownerId));
  const own = all.filter((instrument) => sameName(instrument.principalName, input.principalName));
  const instruments = own.length > 0 ? own : all;
  const named = peopleIn(instruments, input.kind);
  const principal = { fullName: input.principalName, state: input.state };

  const raw = ((): Record<string, unknown> => {
    switch (input.kind) {
      case 'will': {
        const [executor = null, alternateExecutor = null] = named(['executor']);
        const [guardian = null, alternateGuardian = null] = named(['guardian']);
        const spouse = related(instruments, SPOUSE)[0];
        return {
          testator: principal,
          maritalStatus: spouse ? 'married' : null,
          spouseName: spouse?.name ?? null,
          children: related(instruments, CHILD)
            .slice(0, 20)
            .map((child) => ({
              name: child.name,
              dateOfBirth: null,
            })),
          executor,
          alternateExecutor,
          guardian,
          alternateGuardian,
        };
      }
      case 'financial_poa': {
        const [agent = null, alternateAgent = null] = named(['agent']);
        return { principal, agent, alternateAgent };
      }
      case 'healthcare_directive': {
        const [agent = null, alternateAgent = null] = named(['health_care_agent']);
        return { principal, agent, alternateAgent };
      }
      case 'hipaa':
        return { principal, authorizedPeople: named(['authorized_person']).slice(0, 10) };
    }
  })();
  // Through the schema, so every field the interview reads is there (lists empty, not missing).
  return LEGAL_ANSWER_SCHEMAS[input.kind].parse(raw);
}
