import { formatCents } from '@shared/finance/money';
import { isProbate } from '@shared/estate/estate-analysis/passes-by';
import { noAlternateExecutor, noExecutor } from '@shared/estate/estate-analysis/people-rules';
import type { EstateFacts } from '@shared/estate/estate-analysis/estate-facts';
import { failedGaps, gapTip } from '../../estate-gap-tip';
import type { TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';

function hasWill(facts: EstateFacts, ownerId: string): boolean {
  return facts.instruments.some(
    (instrument) => instrument.kind === 'will' && instrument.ownerId === ownerId,
  );
}

/** What the records show passing through probate for a household: the stake of having no will. */
function probateLead(context: TipContext, ownerId: string): string | undefined {
  let cents = 0;
  for (const asset of context.estateAssets) {
    if (asset.ownerId === ownerId && isProbate(asset.passesBy)) cents += asset.valueCents;
  }
  return cents > 0
    ? `Your records show ${formatCents(cents)} that would pass through probate.`
    : undefined;
}

/**
 * No will at all. The plan's no-executor check already reports a household without a will
 * (people-rules.ts); this turns that gap into its own tip, with what would go through probate.
 */
export const noWill: TipRule = {
  id: 'no-will',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(noExecutor(context.snapshot.estate))
      .filter((gap) => !hasWill(context.snapshot.estate, gap.ownerId))
      .map((gap) => ({
        ...gapTip('no-will', gap, probateLead(context, gap.ownerId)),
        title: `No will recorded${context.forOwner(gap.ownerId)}`,
      })),
};

/** A recorded will that names no executor (people-rules.ts). */
export const noExecutorNamed: TipRule = {
  id: 'no-executor',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(noExecutor(context.snapshot.estate))
      .filter((gap) => hasWill(context.snapshot.estate, gap.ownerId))
      .map((gap) => gapTip('no-executor', gap)),
};

/** A will with an executor but no alternate (people-rules.ts). */
export const noAlternateExecutorNamed: TipRule = {
  id: 'no-alternate-executor',
  area: 'estate plan',
  evaluate: (context) =>
    failedGaps(noAlternateExecutor(context.snapshot.estate)).map((gap) =>
      gapTip('no-alternate-executor', gap),
    ),
};
