import { formatCents } from '@shared/finance/money';
import { TableColumnHeads, type TableColumn } from '@web/components/ui/table-column-heads';
import { payoffDate, type ScheduleRow } from '../lib/amortization';
import { compactSchedule, type SchedulePeriod } from '../lib/compact-schedule';
import { formatShortMonth } from '../lib/loan-format';

const COLUMNS: readonly TableColumn[] = [
  'Period',
  ...['Payment', 'Interest', 'Principal', 'Balance'].map((label) => ({ label, numeric: true })),
];

function periodLabel(period: SchedulePeriod, today: Date) {
  const first = formatShortMonth(payoffDate(period.firstMonth, today));
  if (period.kind === 'month') return first;
  return (
    <>
      Year {period.year}
      <span className="block text-xs font-normal text-muted-foreground">
        {first} – {formatShortMonth(payoffDate(period.lastMonth, today))}
      </span>
    </>
  );
}

/** The first year month by month, then a row per year; it scrolls inside the dialog. */
export function ScheduleTable({ rows, today }: { rows: ScheduleRow[]; today: Date }) {
  return (
    <div
      className="max-h-80 overflow-auto rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      // A region that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Payment schedule"
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">
          Payments month by month for the first year, then totals for each later year
        </caption>
        <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
          <tr>
            <TableColumnHeads columns={COLUMNS} className="h-auto py-2" />
          </tr>
        </thead>
        <tbody>
          {compactSchedule(rows).map((period) => (
            <tr key={`${period.kind}-${period.firstMonth}`} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {periodLabel(period, today)}
              </th>
              <td className="px-3 py-2 text-right">{formatCents(period.paymentCents)}</td>
              <td className="px-3 py-2 text-right">{formatCents(period.interestCents)}</td>
              <td className="px-3 py-2 text-right">{formatCents(period.principalCents)}</td>
              <td className="px-3 py-2 text-right">{formatCents(period.remainingCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
