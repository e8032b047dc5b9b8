import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import type { DataSource } from '@web/lib/owner-selection';
import { errorMessage } from '@web/lib/api-error';
import { Button } from '@web/components/ui/button';
import { useIncomeChanges, useKeptIncome } from '../api/kept-income';
import { CHARGED_EVERY } from '../lib/obligation-cadence';
import { statementDay } from '../lib/statement-day';

/**
 * The income kept from earlier imports for the household being imported into, each with Remove:
 * pay kept by mistake must be easy to take back. Nothing is shown while none is kept.
 */
export function KeptIncomeNote({ target }: { target: Pick<DataSource, 'id'> | null }) {
  const headingId = useId();
  const kept = useKeptIncome(target).data ?? [];
  const { remove } = useIncomeChanges(target);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (kept.length === 0) return null;

  const removeOne = async (id: string) => {
    setRemoving(id);
    setProblem(null);
    try {
      await remove(id);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm">
      <h3 id={headingId} className="font-medium">
        Income
      </h3>
      <p className="text-muted-foreground">
        Kept from your statements; AI Insights compares due dates with it.
      </p>
      <ul className="grid gap-1">
        {kept.map((income) => (
          <li key={income.id} className="flex flex-wrap items-center justify-between gap-x-2">
            <span className="min-w-0 break-words">
              {`${income.label}: usually ${formatCents(income.typicalAmountCents)} ${CHARGED_EVERY[income.cadence]}, last paid ${statementDay(income.lastPaidOn)}`}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={removing !== null}
              onClick={() => void removeOne(income.id)}
              aria-label={`Remove ${income.label}`}
            >
              <X aria-hidden />
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
