import { HandCoins } from 'lucide-react';
import type { TLoan } from '@shared/finance/loan-schemas';
import { ExportCsvButton } from '@web/components/records/export-csv-button';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsPage } from '@web/components/records/records-page';
import { useExpenses, useLoans, useProperties } from '@web/lib/household-data';
import { DeleteLoanDialog } from '../components/delete-loan-dialog';
import { LoanFormDialog } from '../components/loan-form-dialog';
import { LoanList } from '../components/loan-list';
import { LoanPayoffDialog } from '../components/loan-payoff-dialog';
import { LoansSummary } from '../components/loans-summary';

/** Spec §2: /loans. Obligations and properties are read only to name a loan's links. */
export function LoansPage() {
  const expenses = useExpenses();
  const properties = useProperties();
  return (
    <RecordsPage<TLoan, TLoan | null, 'schedule'>
      title="Loans"
      description="What your family owes, when each loan is paid off, and what paying extra would save."
      query={useLoans()}
      headerActions={(list) => list.length > 0 && <ExportCsvButton resource="loans" />}
      addLabel="Add loan"
      addRequest={null}
      openAddFlag="openAddLoan"
      loading={<RecordsLoading label="Loading your loans…" stats cards="h-80" />}
      errorTitle="We couldn't load your loans"
      empty={({ add }) => (
        <RecordsEmpty
          icon={<HandCoins aria-hidden />}
          title="No loans yet"
          description="Add your mortgage, car, student and personal loans to see what is owed, when each will be paid off, and what paying a little extra would save."
          addLabel="Add your first loan"
          onAdd={add}
        />
      )}
      form={(loan, close) => <LoanFormDialog loan={loan} onClose={close} />}
      deleteDialog={(loan, close) => <DeleteLoanDialog loan={loan} onClose={close} />}
      dialogs={{ schedule: (loan, close) => <LoanPayoffDialog loan={loan} onClose={close} /> }}
    >
      {(list, { openForm, remove, open }) => (
        <>
          <LoansSummary loans={list} />
          <LoanList
            loans={list}
            expenses={expenses}
            properties={properties}
            onSchedule={(loan) => open('schedule', loan)}
            onEdit={openForm}
            onDelete={remove}
          />
        </>
      )}
    </RecordsPage>
  );
}

export { LoansPage as Component };
