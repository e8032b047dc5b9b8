import type { TTip } from '@shared/ai-insights/ai-schemas';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import { instrumentLabel, listOfNames } from '@shared/estate/estate-analysis/estate-labels';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import {
  PERSON_ROLE_LABELS,
  type TInstrumentKind,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import type { TipRule } from '../../tip-rule';

/**
 * The role each document names a person to act in, whose alternate (rank 1 and up) a plan should
 * name too. Research notes §3 (each card names "executor + alternate, trustee + successor,
 * agents, guardians") and §4 (validate "alternates named"). A will's executor is the plan's own
 * no-alternate-executor check; a trust's alternate is its successor trustee, checked below.
 */
const ACTING_ROLES: Partial<Record<TInstrumentKind, TPersonRole>> = {
  financial_poa: 'agent',
  healthcare_poa: 'health_care_agent',
  guardian_nomination: 'guardian',
  pet_guardian: 'pet_caretaker',
};

/** "an alternate agent", "a successor trustee". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function tip(instrument: InstrumentFacts, named: string[], missing: string): TTip {
  return {
    rule: 'no-alternates',
    severity: 'medium',
    title: `${instrumentLabel(instrument)} names no ${missing}`,
    detail: `${listOfNames(named)} ${named.length === 1 ? 'is' : 'are'} named, with no one after them. If ${named.length === 1 ? 'they cannot' : 'none of them can'} serve, the choice may fall to a court. Name ${withArticle(missing)}.`,
    href: FIX_ROUTES.instrument(instrument.kind),
    action: `Name ${withArticle(missing)}`,
  };
}

function trustWithoutSuccessor(instrument: InstrumentFacts): TTip | null {
  const trustees = instrument.people.filter((person) => person.role === 'trustee');
  const successor = instrument.people.some((person) => person.role === 'successor_trustee');
  if (trustees.length === 0 || successor) return null;
  return tip(
    instrument,
    trustees.map((person) => person.name),
    PERSON_ROLE_LABELS.successor_trustee.toLowerCase(),
  );
}

function roleWithoutAlternate(instrument: InstrumentFacts): TTip | null {
  const role = ACTING_ROLES[instrument.kind];
  if (!role) return null;
  const people = instrument.people.filter((person) => person.role === role);
  const first = people.filter((person) => person.rank === 0);
  if (first.length === 0 || people.some((person) => person.rank >= 1)) return null;
  return tip(
    instrument,
    first.map((person) => person.name),
    `alternate ${PERSON_ROLE_LABELS[role].toLowerCase()}`,
  );
}

/** Estate plan people with no alternate: an agent, health-care agent, guardian, pet caretaker or trustee named alone. */
export const noAlternates: TipRule = {
  id: 'no-alternates',
  area: 'estate plan',
  evaluate: ({ snapshot }) =>
    snapshot.estate.instruments.flatMap((instrument) => {
      const found =
        instrument.kind === 'trust'
          ? trustWithoutSuccessor(instrument)
          : roleWithoutAlternate(instrument);
      return found ? [found] : [];
    }),
};
