import { ChevronRight } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import { CHARGED_EVERY } from '../lib/obligation-cadence';

const KIND_WORDS = { income: 'Income', transfer: 'Transfer', bill: 'Bill' } as const;

/**
 * Transfers between the household's own accounts: found, said, never saved. Folded away, since
 * there is nothing to do with them here (pay is offered to keep as income: IncomeChoiceList).
 */
export function OtherSeriesList({ series }: { series: readonly TDetectedSeries[] }) {
  if (series.length === 0) return null;
  return (
    <details className="group rounded-lg border">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden
        />
        {`Also found: transfers between your accounts, not saved (${series.length})`}
      </summary>
      <ul className="grid gap-2 px-3 pb-3">
        {series.map((item) => (
          <li key={item.key} className="grid gap-0.5 border-t pt-2 text-sm">
            <span className="font-medium break-words">
              {`${KIND_WORDS[item.kind]}: ${item.vendor}`}
            </span>
            <span className="text-muted-foreground">
              {`${formatCents(item.amountCents)} ${CHARGED_EVERY[item.frequency]} · ${item.account}`}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
