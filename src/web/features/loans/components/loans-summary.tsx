import type { TLoan } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { loanTotals } from '../lib/loan-totals';

/** What the household owes in all, and what its loans cost each month. */
export function LoansSummary({ loans }: { loans: TLoan[] }) {
  const { outstandingCents, monthlyPaymentCents } = loanTotals(loans);
  return (
    <StatGrid className="lg:grid-cols-2">
      <Stat
        label="Total outstanding"
        value={formatCents(outstandingCents)}
        hint={loans.length === 1 ? 'Still owed on 1 loan' : `Still owed on ${loans.length} loans`}
      />
      <Stat
        label="Total monthly payments"
        value={formatCents(monthlyPaymentCents)}
        hint="What the loans cost each month"
      />
    </StatGrid>
  );
}
