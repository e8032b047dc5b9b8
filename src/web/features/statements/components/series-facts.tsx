import { formatCents } from '@shared/finance/money';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import { CHARGED_EVERY } from '../lib/obligation-cadence';
import type { SeriesDraft } from '../lib/series-draft';
import { statementDay } from '../lib/statement-day';

/** "Charged every week, $10.00 each: saved as $43.33 a month", or "Due per month". */
function cadenceText(draft: SeriesDraft): string {
  const { series } = draft;
  if (series.frequency === 'weekly' || series.frequency === 'biweekly') {
    return `Charged ${CHARGED_EVERY[series.frequency]}, ${formatCents(series.amountCents)} each: saved as ${formatCents(draft.costCents)} a month`;
  }
  return `Due ${FREQUENCY_LABELS[draft.frequency]}`;
}

/** What the statements say of a bill: how often, when next, where from and under which names. */
export function SeriesFacts({ draft }: { draft: SeriesDraft }) {
  const { series } = draft;
  const charges = `${series.occurrences} charge${series.occurrences === 1 ? '' : 's'}`;
  return (
    <div className="grid gap-1 text-sm">
      <p>{cadenceText(draft)}</p>
      <p className="text-muted-foreground">
        {series.active
          ? `Next due ${statementDay(series.nextDue)}`
          : `Last charged ${statementDay(series.lastSeen)}`}
        {` · ${charges} in ${series.account} since ${statementDay(series.firstSeen)}`}
      </p>
      {series.descriptors.length > 0 && (
        <p className="text-xs break-words text-muted-foreground">
          Seen as: {series.descriptors.join('; ')}
        </p>
      )}
    </div>
  );
}
