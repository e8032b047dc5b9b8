import { useState } from 'react';
import { Download, Plus } from 'lucide-react';
import type { TAsset } from '@shared/finance/asset-schemas';
import { FamilySelector } from '@web/components/family-selector';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { csvExportUrl, useAssets } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { usePageTitle } from '@web/lib/use-page-title';
import { useOpenAddRequest } from '@web/lib/use-open-add-request';
import { AccountFormDialog } from '../components/account-form-dialog';
import { AccountList } from '../components/account-list';
import { AccountsEmpty } from '../components/accounts-empty';
import { AccountsLoading } from '../components/accounts-loading';
import { AccountsSummary } from '../components/accounts-summary';
import { DeleteAccountDialog } from '../components/delete-account-dialog';

/** Spec §2: /accounts and /bank-accounts, the household's financial accounts. */
export function AccountsPage() {
  usePageTitle('Financial Accounts');
  const accounts = useAssets();
  const { selected } = useOwnerSelection();
  // `account: null` is the add form; the dialogs are mounted only while open.
  const [form, setForm] = useState<{ account: TAsset | null } | null>(null);
  const [deleting, setDeleting] = useState<TAsset | null>(null);
  const list = accounts.data ?? [];
  const { addTarget } = useHouseholdPermissions();
  const openAdd = addTarget ? () => setForm({ account: null }) : null;
  useOpenAddRequest('openAddAccount', openAdd);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Financial Accounts"
        description="Bank, investment, retirement and credit card accounts, with who inherits each."
        actions={
          <>
            <FamilySelector />
            {list.length > 0 && (
              <Button variant="outline" asChild>
                <a href={csvExportUrl('assets', selected)} download>
                  <Download aria-hidden />
                  Export CSV
                </a>
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
      {accounts.isPending ? (
        <AccountsLoading />
      ) : accounts.isError ? (
        <LoadError
          title="We couldn't load your accounts"
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : list.length === 0 ? (
        <AccountsEmpty onAdd={openAdd} />
      ) : (
        <>
          <AccountsSummary accounts={list} />
          <AccountList
            accounts={list}
            onEdit={(account) => setForm({ account })}
            onDelete={setDeleting}
          />
        </>
      )}
      {form && <AccountFormDialog account={form.account} onClose={() => setForm(null)} />}
      {deleting && <DeleteAccountDialog account={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

export { AccountsPage as Component };
