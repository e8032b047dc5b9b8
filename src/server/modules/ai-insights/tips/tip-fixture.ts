import type { TTip } from '@shared/ai-insights/ai-schemas';
import {
  completeWill,
  instrument,
  person,
} from '@shared/estate/estate-analysis/estate-facts.test-helper';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import { emptySnapshot } from '../snapshot/snapshot-fixture';
import { tipContext } from './tip-context';
import type { TipRule } from './tip-rule';

/** Test builders for the tips: a household with nothing to fix, which each test then breaks. */

export const TODAY = '2026-03-10';
export const OWNER = '00000000-0000-4000-8000-000000000001';

/** The plan's documents, each signed, with an alternate for everyone who acts. */
export function completeInstruments(): InstrumentFacts[] {
  const signed = {
    status: 'stored' as const,
    signedOn: '2025-03-01',
    principalName: 'Alex Rivera',
  };
  return [
    completeWill({ ...signed }),
    instrument({
      ...signed,
      id: 'fpoa-1',
      kind: 'financial_poa',
      variant: 'durable',
      people: [person({ role: 'agent' }), person({ role: 'agent', rank: 1, name: 'Luis Lopez' })],
    }),
    instrument({
      ...signed,
      id: 'hpoa-1',
      kind: 'healthcare_poa',
      variant: 'standard',
      people: [
        person({ role: 'health_care_agent' }),
        person({ role: 'health_care_agent', rank: 1, name: 'Luis Lopez' }),
      ],
    }),
    instrument({ ...signed, id: 'living-1', kind: 'living_will', variant: 'standard' }),
    instrument({ ...signed, id: 'hipaa-1', kind: 'hipaa', variant: 'standard' }),
  ];
}

/** One household whose records give no tip at all. */
export function completeSnapshot(): HouseholdSnapshot {
  const snapshot = emptySnapshot(TODAY, OWNER);
  const instruments = completeInstruments();
  return {
    ...snapshot,
    instrumentDetails: instruments.map((each) => ({
      instrumentId: each.id,
      originalLocation: 'Fireproof box, home office',
      signedState: 'TX',
      documentId: null,
    })),
    triggering: [
      { ownerId: OWNER, trustedContactNames: ['Ana Lopez', 'Luis Lopez'], activeEventKind: null },
    ],
    advisors: [
      {
        id: 'adv-1',
        ownerId: OWNER,
        name: 'Jane Counsel',
        role: 'attorney',
        firm: null,
        phone: null,
        email: null,
        links: [],
      },
    ],
    estate: { ...snapshot.estate, instruments },
  };
}

/** A snapshot with the estate facts changed. */
export function withEstate(
  snapshot: HouseholdSnapshot,
  estate: Partial<HouseholdSnapshot['estate']>,
): HouseholdSnapshot {
  return { ...snapshot, estate: { ...snapshot.estate, ...estate } };
}

/** What one rule says about a snapshot. */
export function tipsOf(rule: TipRule, snapshot: HouseholdSnapshot): TTip[] {
  return rule.evaluate(tipContext(snapshot));
}
