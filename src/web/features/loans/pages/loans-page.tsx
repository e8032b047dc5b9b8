import { useState } from 'react';
import { Download, Plus } from 'lucide-react';
import type { TLoan } from '@shared/finance/loan-schemas';
import { FamilySelector } from '@web/components/family-selector';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { csvExportUrl, useExpenses, useLoans, useProperties } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { usePageTitle } from '@web/lib/use-page-title';
import { useOpenAddRequest } from '@web/lib/use-open-add-request';
import { DeleteLoanDialog } from '../components/delete-loan-dialog';
import { LoanFormDialog } from '../components/loan-form-dialog';
import { LoanList } from '../components/loan-list';
import { LoanPayoffDialog } from '../components/loan-payoff-dialog';
import { LoansEmpty } from '../components/loans-empty';
import { LoansLoading } from '../components/loans-loading';
import { LoansSummary } from '../components/loans-summary';

type OpenDialog =
  | { kind: 'form'; loan: TLoan | null }
  | { kind: 'schedule'; loan: TLoan }
  | { kind: 'delete'; loan: TLoan };

/** Spec §2: /loans. Obligations and properties are read only to name a loan's links. */
export function LoansPage() {
  usePageTitle('Loans');
  const loans = useLoans();
  const expenses = useExpenses();
  const properties = useProperties();
  const { selected } = useOwnerSelection();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const list = loans.data ?? [];
  const close = () => setDialog(null);
  const { addTarget } = useHouseholdPermissions();
  const openAdd = addTarget ? () => setDialog({ kind: 'form', loan: null }) : null;
  useOpenAddRequest('openAddLoan', openAdd);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Loans"
        description="What your family owes, when each loan is paid off, and what paying extra would save."
        actions={
          <>
            <FamilySelector />
            {list.length > 0 && (
              <Button variant="outline" asChild>
                <a href={csvExportUrl('loans', selected)} download>
                  <Download aria-hidden />
                  Export CSV
                </a>
              </Button>
            )}
            {openAdd ? (
              <Button onClick={openAdd}>
                <Plus aria-hidden />
                Add loan
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {loans.isPending ? (
        <LoansLoading />
      ) : loans.isError ? (
        <LoadError
          title="We couldn't load your loans"
          onRetry={() => void loans.refetch()}
          retrying={loans.isFetching}
        />
      ) : list.length === 0 ? (
        <LoansEmpty onAdd={openAdd} />
      ) : (
        <>
          <LoansSummary loans={list} />
          <LoanList
            loans={list}
            expenses={expenses}
            properties={properties}
            onSchedule={(loan) => setDialog({ kind: 'schedule', loan })}
            onEdit={(loan) => setDialog({ kind: 'form', loan })}
            onDelete={(loan) => setDialog({ kind: 'delete', loan })}
          />
        </>
      )}
      {dialog?.kind === 'form' && <LoanFormDialog loan={dialog.loan} onClose={close} />}
      {dialog?.kind === 'schedule' && <LoanPayoffDialog loan={dialog.loan} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteLoanDialog loan={dialog.loan} onClose={close} />}
    </div>
  );
}

export { LoansPage as Component };
