import { Link } from 'react-router';
import { Landmark, TrendingUp } from 'lucide-react';
import type { TAsset } from '@shared/finance/asset-schemas';
import { Button } from '@web/components/ui/button';
import { ExportCsvButton } from '@web/components/records/export-csv-button';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsPage } from '@web/components/records/records-page';
import { useAssets } from '@web/lib/household-data';
import { MergeReviewBanner } from '@web/features/ledger/components/merge-review-banner';
import { AccountFormDialog } from '../components/account-form-dialog';
import { AccountList } from '../components/account-list';
import { AccountsSummary } from '../components/accounts-summary';
import { DeleteAccountDialog } from '../components/delete-account-dialog';

/** Spec §2: /accounts and /bank-accounts, the household's financial accounts. */
export function AccountsPage() {
  return (
    <RecordsPage<TAsset, TAsset | null>
      title="Financial Accounts"
      description="Bank, investment, retirement and credit card accounts, with who inherits each."
      query={useAssets()}
      headerActions={(list) => (
        <>
          {/* Investments are not in the spec's sidebar; people look for them beside their accounts. */}
          <Button variant="outline" asChild>
            <Link to="/investments">
              <TrendingUp aria-hidden />
              Investments
            </Link>
          </Button>
          {list.length > 0 && <ExportCsvButton resource="assets" />}
        </>
      )}
      addLabel="Add account"
      addRequest={null}
      openAddFlag="openAddAccount"
      loading={<RecordsLoading label="Loading your accounts…" stats heading="w-40" cards="h-56" />}
      errorTitle="We couldn't load your accounts"
      empty={({ add }) => (
        <RecordsEmpty
          icon={<Landmark aria-hidden />}
          title="No accounts yet"
          description="Add your checking, savings, retirement and credit card accounts, so your family knows where the money is and who inherits each account."
          addLabel="Add your first account"
          onAdd={add}
        />
      )}
      form={(account, close) => <AccountFormDialog account={account} onClose={close} />}
      deleteDialog={(account, close) => <DeleteAccountDialog account={account} onClose={close} />}
    >
      {(list, { openForm, remove }) => (
        <>
          <MergeReviewBanner />
          <AccountsSummary accounts={list} />
          <AccountList accounts={list} onEdit={openForm} onDelete={remove} />
        </>
      )}
    </RecordsPage>
  );
}

export { AccountsPage as Component };
