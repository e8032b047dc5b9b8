import { formatCents } from '@shared/finance/money';
import type { TRunway } from '@shared/triggering-event/plan-schemas';

type Line = { name: string; cents: number };

function CountedList({ title, lines, per }: { title: string; lines: Line[]; per?: string }) {
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{title}</h3>
      <dl className="grid gap-1 text-sm">
        {lines.map((line, index) => (
          <div key={`${line.name}-${index}`} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{line.name}</dt>
            <dd className="tabular-nums">
              {formatCents(line.cents)}
              {per}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What the runway counted, so the family can check it against what they know. */
export function RunwayCounted({ runway, afterEvent }: { runway: TRunway; afterEvent: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CountedList
        title="Liquid accounts"
        lines={runway.liquidAccounts.map(({ name, balanceCents }) => ({
          name,
          cents: balanceCents,
        }))}
      />
      {afterEvent && (
        <CountedList
          title="Expected insurance payouts"
          lines={runway.payouts.map(({ name, amountCents }) => ({ name, cents: amountCents }))}
        />
      )}
      {afterEvent && (
        <CountedList
          title="Obligations that end"
          per=" a month"
          lines={runway.endingObligations.map(({ name, monthlyCents }) => ({
            name,
            cents: monthlyCents,
          }))}
        />
      )}
    </div>
  );
}
