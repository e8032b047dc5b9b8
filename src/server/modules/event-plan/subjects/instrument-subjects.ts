import {
  INSTRUMENT_STATUS_LABELS,
  VARIANT_LABELS,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { fact, ownInstruments, peopleFacts } from '../fact-text';
import type { HouseholdSnapshot, SnapshotInstrument } from '../household-snapshot';
import { subject, type PlanSubject } from './plan-subject';

const NOT_RECORDED = 'Not recorded in Nido';

/** Where the original is, its status, when and where it was signed, and its scanned copy. */
export function instrumentFacts(instrument: SnapshotInstrument): TTaskFact[] {
  const signed = [instrument.signedOn, instrument.signedState].filter(Boolean).join(' in ');
  return [
    { label: 'Whose', value: instrument.principalName },
    { label: 'Where the original is kept', value: instrument.originalLocation ?? NOT_RECORDED },
    { label: 'Status', value: INSTRUMENT_STATUS_LABELS[instrument.status] },
    ...fact('Form', VARIANT_LABELS[instrument.variant]),
    ...fact('Signed', signed),
    ...(instrument.documentName
      ? [{ label: 'Copy in the document hub', value: instrument.documentName, href: '/nido-hub' }]
      : []),
  ];
}

/** The first person an instrument names in a role ("Ana Carter"), for the task's title. */
function firstNamed(instrument: SnapshotInstrument, role: TPersonRole): string | null {
  const first = [...instrument.people]
    .filter((person) => person.role === role)
    .sort((a, b) => a.rank - b.rank)[0];
  return first?.name ?? null;
}

export function willSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return ownInstruments(snapshot, 'will').map((will) =>
    subject({
      kind: 'instrument',
      id: will.id,
      label: will.principalName,
      facts: [...instrumentFacts(will), ...peopleFacts(will, 'executor', 'Executor')],
    }),
  );
}

export function financialPoaSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return ownInstruments(snapshot, 'financial_poa').map((poa) =>
    subject({
      kind: 'instrument',
      id: poa.id,
      label: firstNamed(poa, 'agent') ?? 'the agent (no name recorded)',
      facts: [...peopleFacts(poa, 'agent', 'Agent'), ...instrumentFacts(poa)],
    }),
  );
}

export function healthcarePoaSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return ownInstruments(snapshot, 'healthcare_poa').map((poa) =>
    subject({
      kind: 'instrument',
      id: poa.id,
      label: firstNamed(poa, 'health_care_agent') ?? 'the agent (no name recorded)',
      facts: [
        ...peopleFacts(poa, 'health_care_agent', 'Health-care agent'),
        ...instrumentFacts(poa),
      ],
    }),
  );
}
