import { formatCents } from '@shared/finance/money';
import { RadioCards } from '@web/components/ui/radio-cards';
import type { SeriesDraft } from '../lib/series-draft';

type Props = { draft: SeriesDraft; onChange: (draft: SeriesDraft) => void };

/**
 * The household already has an obligation for this bill: update it (preselected when the amount
 * or frequency changed), or add this as another one.
 */
export function SeriesMatchChoice({ draft, onChange }: Props) {
  const match = draft.series.match;
  if (!match) return null;
  return (
    <RadioCards
      legend={`Already in your obligations: ${match.vendor}, ${formatCents(match.costCents)}`}
      options={[
        {
          value: 'update',
          label: `Update ${match.vendor}`,
          hint: 'Its amount and how often it is due change; everything else stays as it is.',
        },
        {
          value: 'add',
          label: 'Add as new',
          hint: `A second obligation is added; ${match.vendor} stays as it is.`,
        },
      ]}
      value={draft.updateMatch ? 'update' : 'add'}
      onValueChange={(value) => onChange({ ...draft, updateMatch: value === 'update' })}
      columns={2}
    />
  );
}
