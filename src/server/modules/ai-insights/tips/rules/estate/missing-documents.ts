import type { TTipSeverity } from '@shared/ai-insights/ai-schemas';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import { INSTRUMENT_PURPOSES, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import type { TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';

/**
 * A household with no document of this kind recorded at all. Research notes §3: Cake's "four
 * documents to get started" are a will, a living will, a health care proxy and a power of
 * attorney; the HIPAA authorization is one of the plan's cards (Everplans, Trust & Will).
 */
function missingDocument(
  id: string,
  kind: TInstrumentKind,
  /** How a sentence names the document: "durable financial power of attorney". */
  noun: string,
  severity: TTipSeverity,
  action: string,
): TipRule {
  return {
    id,
    area: 'estate plan',
    evaluate: (context: TipContext) =>
      context.snapshot.estate.households
        .filter(
          (household) =>
            !context.snapshot.estate.instruments.some(
              (instrument) => instrument.kind === kind && instrument.ownerId === household.ownerId,
            ),
        )
        .map((household) => ({
          rule: id,
          severity,
          title: `No ${noun} recorded${context.forOwner(household.ownerId)}`,
          detail: `${INSTRUMENT_PURPOSES[kind]} If you have one, record it and where the original is kept; if not, it is one of the first documents of an estate plan.`,
          href: FIX_ROUTES.instrument(kind),
          action,
        })),
  };
}

export const noFinancialPowerOfAttorney = missingDocument(
  'no-financial-poa',
  'financial_poa',
  'durable financial power of attorney',
  'medium',
  'Add a power of attorney',
);
export const noHealthCarePowerOfAttorney = missingDocument(
  'no-healthcare-poa',
  'healthcare_poa',
  'health-care power of attorney',
  'medium',
  'Add a health-care power of attorney',
);
export const noLivingWill = missingDocument(
  'no-living-will',
  'living_will',
  'living will or advance directive',
  'low',
  'Add a living will',
);
export const noHipaaAuthorization = missingDocument(
  'no-hipaa',
  'hipaa',
  'HIPAA authorization',
  'low',
  'Add a HIPAA authorization',
);
