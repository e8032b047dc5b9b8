import { Link } from 'react-router';
import { LineChart } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { usePortfolioInsights } from '../../api/insight-actions';
import { formatDollars } from '../../lib/insight-format';
import { useLinkFollowed } from '../../lib/link-followed';
import { ActionSection } from '../action-section';
import { AllocationBreakdown } from './allocation-breakdown';
import { MarketInsights } from './market-insights';
import { PortfolioObservations } from './portfolio-observations';

/** Spec §1 portfolio analysis: value, allocation, latest prices and what stands out. */
export function PortfolioTab() {
  const action = usePortfolioInsights();
  const linkFollowed = useLinkFollowed();
  return (
    <ActionSection
      action={action}
      intro="Totals your investments, shows how they are spread and points out concentration, cash and gains."
      runLabel="Analyze portfolio"
      runningLabel="Analyzing…"
      workingText="Analyzing your investments…"
    >
      {(portfolio) =>
        portfolio.investmentCount === 0 ? (
          <EmptyState
            icon={<LineChart aria-hidden />}
            title="No investments yet"
            description="Add an investment account with its holdings to see the portfolio's value and spread."
            action={
              <Button asChild variant="outline">
                <Link to="/investments" onClick={linkFollowed}>
                  Go to Investments
                </Link>
              </Button>
            }
          />
        ) : (
          <div className="grid gap-4">
            <StatGrid className="grid-cols-2 sm:grid-cols-2 lg:grid-cols-2">
              <Stat label="Total value" value={formatDollars(portfolio.totalValue)} />
              <Stat label="Investments" value={portfolio.investmentCount} />
            </StatGrid>
            <PortfolioObservations observations={portfolio.observations} />
            <section className="grid gap-2">
              <h3 className="font-semibold">Allocation</h3>
              <AllocationBreakdown
                allocation={portfolio.allocation}
                assetClassAllocation={portfolio.assetClassAllocation}
              />
            </section>
            {portfolio.marketInsights.length > 0 && (
              <section className="grid gap-2">
                <h3 className="font-semibold">Market insights</h3>
                <MarketInsights insights={portfolio.marketInsights} />
              </section>
            )}
          </div>
        )
      }
    </ActionSection>
  );
}
