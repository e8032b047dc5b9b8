import { formatCents } from '@shared/finance/money';
import type { TEstateSummary } from '@shared/estate/estate-summary-schemas';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';

type Props = Pick<TEstateSummary, 'probateCents' | 'nonProbateCents' | 'lifeInsuranceCents'>;

/** The estimated probate estate and what passes outside it. */
export function EstateTotals({ probateCents, nonProbateCents, lifeInsuranceCents }: Props) {
  return (
    <StatGrid className="lg:grid-cols-2">
      <Stat
        label="Estimated probate estate"
        value={formatCents(probateCents)}
        hint="Passes under the will, through the probate court."
      />
      <Stat
        label="Passes outside probate"
        value={formatCents(nonProbateCents)}
        hint={
          lifeInsuranceCents > 0
            ? `Directly to the people named. Life insurance face amounts: ${formatCents(lifeInsuranceCents)} in all.`
            : 'Directly to the people named, or through a trust.'
        }
      />
    </StatGrid>
  );
}
