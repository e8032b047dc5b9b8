import { formatCents } from '@shared/finance/money';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';

type Props = Pick<TDashboardSummary, 'monthly' | 'netWorth' | 'upcoming'>;

/** The three headline figures: what the household pays a month, owns net, and owes soon. */
export function HouseholdFigures({ monthly, netWorth, upcoming }: Props) {
  const dueCents = upcoming.reduce((sum, payment) => sum + payment.amountCents, 0);
  const owedCents = netWorth.loansCents + netWorth.liabilitiesCents;
  return (
    <StatGrid>
      <Stat
        label="Monthly obligations"
        value={formatCents(Math.round(monthly.totalCents))}
        hint={`${monthly.count.toLocaleString('en-US')} ${monthly.count === 1 ? 'obligation' : 'obligations'}, as monthly amounts`}
      />
      <Stat
        label="Net worth"
        value={formatCents(netWorth.totalCents)}
        hint={`${formatCents(netWorth.accountsCents + netWorth.investmentsCents + netWorth.propertiesCents)} owned − ${formatCents(owedCents)} owed`}
      />
      <Stat
        label="Due in the next 30 days"
        value={formatCents(dueCents)}
        hint={`${upcoming.length} ${upcoming.length === 1 ? 'payment' : 'payments'} with a due day`}
      />
    </StatGrid>
  );
}
