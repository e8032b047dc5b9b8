import { Upload } from 'lucide-react';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { ExportCsvButton } from '@web/components/records/export-csv-button';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsPage } from '@web/components/records/records-page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { useInvestments } from '@web/lib/household-data';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { MergeReviewBanner } from '@web/features/ledger/components/merge-review-banner';
import { DeleteInvestmentAccountDialog } from '../components/delete-investment-account-dialog';
import { InvestmentDialogs } from '../components/investment-dialogs';
import { InvestmentsEmpty } from '../components/investments-empty';
import { InvestmentsOverview } from '../components/investments-overview';
import { RefreshPricesButton } from '../components/refresh-prices-button';
import type { InvestmentDialog } from '../lib/investment-dialog';

const ADD_ACCOUNT: InvestmentDialog = { kind: 'account', account: null };
const IMPORT: InvestmentDialog = { kind: 'import' };

/** /investments: the household's investment accounts, holdings, allocation and beneficiaries. */
export function InvestmentsPage() {
  // The households on screen that share their investments (a client's may not, issue 35).
  const { owners: selected } = useScopedOwners('investments');
  return (
    <RecordsPage<TInvestmentAccount, InvestmentDialog>
      title="Investments"
      description="Brokerage, retirement and college accounts: what they hold, what it is worth, and who inherits each."
      query={useInvestments()}
      headerActions={(list, { add, openForm }) => (
        <>
          {list.length > 0 && (
            <>
              {add && <RefreshPricesButton owners={selected} />}
              <ExportCsvButton resource="investments" />
            </>
          )}
          {add && (
            <Button variant="outline" onClick={() => openForm(IMPORT)}>
              <Upload aria-hidden />
              Import CSV
            </Button>
          )}
        </>
      )}
      addLabel="Add account"
      addRequest={ADD_ACCOUNT}
      loading={
        <RecordsLoading label="Loading your investments…" stats>
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </RecordsLoading>
      }
      errorTitle="We couldn't load your investments"
      empty={({ add, openForm }) => (
        <InvestmentsEmpty onAdd={add} onImport={add && (() => openForm(IMPORT))} />
      )}
      form={(dialog, close) => <InvestmentDialogs dialog={dialog} onClose={close} />}
      deleteDialog={(account, close) => (
        <DeleteInvestmentAccountDialog account={account} onClose={close} />
      )}
    >
      {(list, actions) => (
        <>
          <MergeReviewBanner />
          <InvestmentsOverview accounts={list} actions={actions} />
        </>
      )}
    </RecordsPage>
  );
}

export { InvestmentsPage as Component };
