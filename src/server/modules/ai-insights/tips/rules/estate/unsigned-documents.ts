import type { TTip } from '@shared/ai-insights/ai-schemas';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import { INSTRUMENT_STATUS_LABELS, type TInstrumentStatus } from '@shared/estate/instrument-kinds';
import type { TipRule } from '../../tip-rule';

/** A document still at one of these has not been signed. */
const UNSIGNED: readonly TInstrumentStatus[] = ['none', 'drafted'];

function unsignedTip(rule: string, instrument: InstrumentFacts, why: string): TTip {
  return {
    rule,
    severity: instrument.kind === 'will' ? 'high' : 'medium',
    title: `${instrumentLabel(instrument)} is not signed yet`,
    detail: `Its status is “${INSTRUMENT_STATUS_LABELS[instrument.status]}”. ${why} Once it is signed, update its status and record where the original is kept.`,
    href: FIX_ROUTES.instrument(instrument.kind),
    action: 'Update its status',
  };
}

function unsigned(instruments: readonly InstrumentFacts[]): InstrumentFacts[] {
  return instruments.filter((instrument) => UNSIGNED.includes(instrument.status));
}

/**
 * A will recorded but not signed. Research notes §4: the Uniform Probate Code §2-502 asks for a
 * will signed before two witnesses or acknowledged before a notary.
 */
export const willUnsigned: TipRule = {
  id: 'will-unsigned',
  area: 'estate plan',
  evaluate: (context) =>
    unsigned(context.snapshot.estate.instruments)
      .filter((instrument) => instrument.kind === 'will')
      .map((will) =>
        unsignedTip(
          'will-unsigned',
          will,
          'A will takes effect only once it is signed as your state requires; the Uniform Probate Code (§2-502) asks for two witnesses or a notary’s acknowledgment.',
        ),
      ),
};

/** Any other estate document recorded but not signed: it cannot be used until it is. */
export const documentUnsigned: TipRule = {
  id: 'document-unsigned',
  area: 'estate plan',
  evaluate: (context) =>
    unsigned(context.snapshot.estate.instruments)
      .filter((instrument) => instrument.kind !== 'will')
      .map((instrument) =>
        unsignedTip(
          'document-unsigned',
          instrument,
          'It cannot be relied on until it is signed as your state requires.',
        ),
      ),
};
