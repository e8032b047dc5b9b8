import { useMemo, useState } from 'react';
import { Download, Plus, Upload } from 'lucide-react';
import { portfolioSummary } from '@shared/investments/valuation';
import { FamilySelector } from '@web/components/family-selector';
import { LoadError } from '@web/components/load-error';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { csvExportUrl, useInvestments } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { localIsoDay } from '@web/lib/local-day';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePageTitle } from '@web/lib/use-page-title';
import { AllocationCard } from '../components/allocation-card';
import type { AccountActions } from '../components/investment-account-card';
import { InvestmentAccountList } from '../components/investment-account-list';
import { InvestmentDialogs } from '../components/investment-dialogs';
import { InvestmentsEmpty } from '../components/investments-empty';
import { InvestmentsLoading } from '../components/investments-loading';
import { InvestmentsSummary } from '../components/investments-summary';
import { RefreshPricesButton } from '../components/refresh-prices-button';
import type { InvestmentDialog } from '../lib/investment-dialog';

/** /investments: the household's investment accounts, holdings, allocation and beneficiaries. */
export function InvestmentsPage() {
  usePageTitle('Investments');
  const investments = useInvestments();
  // The households on screen that share their investments (a client's may not, issue 35).
  const { owners: selected } = useScopedOwners('investments');
  const { addTarget } = useHouseholdPermissions();
  const [dialog, setDialog] = useState<InvestmentDialog | null>(null);
  const list = useMemo(() => investments.data ?? [], [investments.data]);
  // The visitor's calendar day, for "price as of" (a price is stale after 3 days).
  const today = localIsoDay(new Date());
  const summary = useMemo(() => portfolioSummary(list, today), [list, today]);
  const openAdd = addTarget ? () => setDialog({ kind: 'account', account: null }) : null;
  const openImport = addTarget ? () => setDialog({ kind: 'import' }) : null;
  // Stable, so the (memoised) account cards do not re-render when a dialog opens or closes.
  const actions = useMemo<AccountActions>(
    () => ({
      onEdit: (account) => setDialog({ kind: 'account', account }),
      onDelete: (account) => setDialog({ kind: 'delete-account', account }),
      onAddHolding: (account) => setDialog({ kind: 'holding', account, holding: null }),
      onEditHolding: (account, holding) => setDialog({ kind: 'holding', account, holding }),
      onDeleteHolding: (holding) => setDialog({ kind: 'delete-holding', holding }),
      onPrice: (holding) => setDialog({ kind: 'price', holding }),
    }),
    [],
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Investments"
        description="Brokerage, retirement and college accounts: what they hold, what it is worth, and who inherits each."
        actions={
          <>
            <FamilySelector />
            {list.length > 0 && (
              <>
                {addTarget && <RefreshPricesButton owners={selected} />}
                <Button variant="outline" asChild>
                  <a href={csvExportUrl('investments', selected)} download>
                    <Download aria-hidden />
                    Export CSV
                  </a>
                </Button>
              </>
            )}
            {openImport && (
              <Button variant="outline" onClick={openImport}>
                <Upload aria-hidden />
                Import CSV
              </Button>
            )}
            {openAdd ? (
              <Button onClick={openAdd}>
                <Plus aria-hidden />
                Add account
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {investments.isPending ? (
        <InvestmentsLoading />
      ) : investments.isError ? (
        <LoadError
          title="We couldn't load your investments"
          onRetry={() => void investments.refetch()}
          retrying={investments.isFetching}
        />
      ) : list.length === 0 ? (
        <InvestmentsEmpty onAdd={openAdd} onImport={openImport} />
      ) : (
        <>
          <InvestmentsSummary summary={summary} />
          <AllocationCard accounts={list} />
          <InvestmentAccountList accounts={list} today={today} actions={actions} />
        </>
      )}
      <InvestmentDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

export { InvestmentsPage as Component };
