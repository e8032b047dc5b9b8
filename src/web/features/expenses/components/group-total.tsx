import { obligationCount, perMonthLabel } from '../lib/expense-labels';

type Props = { label: string; monthlyCents: number; count: number };

/** "Total for all homes: $2,345.00/mo · 7 obligations". */
export function GroupTotal({ label, monthlyCents, count }: Props) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border bg-muted/40 px-4 py-3">
      <p className="font-medium">{label}</p>
      <p className="text-sm text-muted-foreground">
        <span className="text-base font-semibold text-foreground tabular-nums">
          {perMonthLabel(monthlyCents)}
        </span>{' '}
        · {obligationCount(count)}
      </p>
    </div>
  );
}
