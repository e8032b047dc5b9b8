import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import { Checkbox } from '@web/components/ui/checkbox';
import type { IncomeChoice } from '../lib/income-choices';
import { CHARGED_EVERY } from '../lib/obligation-cadence';
import { statementDay } from '../lib/statement-day';

type Props = {
  choices: readonly IncomeChoice[];
  onChange: (choice: IncomeChoice) => void;
};

/**
 * The pay found in the statements, ticked to be kept as the household's income (never as an
 * obligation): AI Insights then points out a large bill due just before payday.
 */
export function IncomeChoiceList({ choices, onChange }: Props) {
  const headingId = useId();
  if (choices.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {`Pay found (${choices.length})`}
      </h3>
      <p className="text-sm text-muted-foreground">
        Ticked pay is kept as your household&apos;s income, so AI Insights can point out a large
        bill due just before payday. Untick what is not pay.
      </p>
      <ul className="grid gap-2">
        {choices.map((choice) => {
          const { series } = choice;
          const id = `${headingId}-${choice.key}`;
          return (
            <li key={choice.key} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
              <Checkbox
                id={id}
                checked={choice.keep}
                onCheckedChange={(checked) => onChange({ ...choice, keep: checked === true })}
                aria-describedby={`${id}-facts`}
                className="mt-0.5"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor={id} className="font-medium break-words">
                  {`Keep ${series.vendor} as income`}
                </label>
                <span id={`${id}-facts`} className="text-muted-foreground">
                  {`${formatCents(series.amountCents)} ${CHARGED_EVERY[series.frequency]} · last paid ${statementDay(series.lastSeen)} · ${series.account}`}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
