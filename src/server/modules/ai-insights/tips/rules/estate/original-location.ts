import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import type { TInstrumentStatus } from '@shared/estate/instrument-kinds';
import type { TipRule } from '../../tip-rule';

/** Statuses after signing: there is a signed original somewhere. */
const SIGNED: readonly TInstrumentStatus[] = ['signed', 'witnessed', 'stored'];

/**
 * A signed document with no record of where its original is. Research notes §3: each card holds
 * "where the original is"; the executor must deliver the original will to the court within
 * 30 days of learning of the death in some states (CA Prob. Code §8200, IL 755 ILCS 5/6-12).
 */
export const originalLocationUnknown: TipRule = {
  id: 'original-location-unknown',
  area: 'estate plan',
  evaluate: ({ snapshot }) => {
    const located = new Set(
      snapshot.instrumentDetails
        .filter((detail) => detail.originalLocation?.trim())
        .map((detail) => detail.instrumentId),
    );
    return snapshot.estate.instruments
      .filter((instrument) => SIGNED.includes(instrument.status) && !located.has(instrument.id))
      .map((instrument) => {
        const isWill = instrument.kind === 'will';
        return {
          rule: 'original-location-unknown',
          severity: isWill ? ('medium' as const) : ('low' as const),
          title: `Where is the signed original of the ${instrumentLabel(instrument)}?`,
          detail: isWill
            ? 'Your family will need the original, not a copy: in some states it must reach the probate court within 30 days of learning of the death (for example California Probate Code §8200). Record where it is kept.'
            : 'Your family will need the signed original to use it. Record where it is kept.',
          href: FIX_ROUTES.instrument(instrument.kind),
          action: 'Record where the original is',
        };
      });
  },
};
