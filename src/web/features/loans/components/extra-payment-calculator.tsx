import { useMemo, useState, type ReactNode } from 'react';
import { formatCents } from '@shared/finance/money';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import {
  extraPaymentEffect,
  payoffDate,
  type Amortization,
  type AmortizationInput,
} from '../lib/amortization';
import { amortizationProblem } from '../lib/amortization-messages';
import { formatDuration, formatMonth } from '../lib/loan-format';

type Props = { base: Amortization; input: AmortizationInput; today: Date };

/** "What if I paid $X more each month?": how much sooner, and how much interest it saves. */
export function ExtraPaymentCalculator({ base, input, today }: Props) {
  const [extraCents, setExtraCents] = useState(0);
  const effect = useMemo(
    () => (extraCents > 0 ? extraPaymentEffect(base, input, extraCents) : null),
    [base, input, extraCents],
  );

  let answer: ReactNode = null;
  if (effect) {
    const { withExtra, savings } = effect;
    const problem = amortizationProblem(withExtra.status);
    const when = formatMonth(payoffDate(withExtra.months, today));
    if (problem) answer = problem;
    else if (savings)
      answer = (
        <>
          Paid off <strong>{formatDuration(savings.monthsSooner)} sooner</strong>, in {when}.
          Interest saved: <strong>{formatCents(savings.interestSavedCents)}</strong>.
        </>
      );
    else
      answer = (
        <>
          With the extra payment the loan is paid off in <strong>{when}</strong>, with{' '}
          {formatCents(withExtra.totalInterestCents)} in interest.
        </>
      );
  }

  return (
    <section aria-labelledby="extra-payment-heading" className="grid gap-3">
      <h3 id="extra-payment-heading" className="font-semibold">
        Pay extra each month
      </h3>
      <Field
        id="extra-payment"
        label="Extra monthly payment"
        hint="Paid toward the principal on top of the monthly payment."
        className="max-w-xs"
      >
        {(control) => <CurrencyInput {...control} value={extraCents} onChange={setExtraCents} />}
      </Field>
      <p role="status" className="text-sm">
        {answer}
      </p>
    </section>
  );
}
