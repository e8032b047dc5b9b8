import type { TBudgetPrediction } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@web/components/ui/accordion';
import { FORECAST_METHOD_LABELS } from '../../lib/forecast-labels';
import { monthLong } from '../../lib/insight-format';

type Month = TBudgetPrediction['predictions'][number];

/** Each forecast month with the bills it is made of, folded until opened. */
export function ForecastMonths({ months }: { months: readonly Month[] }) {
  return (
    <Accordion type="multiple" className="grid gap-2">
      {months.map((month) => (
        <AccordionItem key={month.month} value={month.month}>
          <AccordionTrigger headingLevel={3}>
            <span className="flex flex-1 flex-wrap justify-between gap-x-3">
              <span>{monthLong(month.month)}</span>
              <span className="tabular-nums">{formatCents(month.predictedCents)}</span>
            </span>
          </AccordionTrigger>
          <AccordionContent>
            {month.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">No bills are expected this month.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {month.lines.map((line) => (
                  <li key={line.obligationId} className="flex justify-between gap-3">
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{line.vendor}</span>
                      <span className="block text-xs text-muted-foreground">
                        {FORECAST_METHOD_LABELS[line.method]}
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums">{formatCents(line.amountCents)}</span>
                  </li>
                ))}
                {month.otherLines && (
                  <li className="flex justify-between gap-3 text-muted-foreground">
                    <span>
                      {month.otherLines.count === 1
                        ? '1 more bill'
                        : `${month.otherLines.count.toLocaleString('en-US')} more bills`}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {formatCents(month.otherLines.amountCents)}
                    </span>
                  </li>
                )}
              </ul>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
