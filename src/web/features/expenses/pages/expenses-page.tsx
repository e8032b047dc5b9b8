import { useMemo, useState } from 'react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { errorMessage } from '@web/lib/api-error';
import { useExpenses } from '@web/lib/household-data';
import { useScreenShown } from '@web/lib/first-screen-handoff';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useAddTargetOpens } from '@web/lib/use-household-scope';
import { usePageTitle } from '@web/lib/use-page-title';
import { BillUploadDialog } from '@web/features/bills/components/bill-upload-dialog';
import type { ExtractedBill } from '@web/features/bills/lib/bill-draft';
import { BillReview } from '../components/bill-review';
import { CsvImportDialog } from '../components/csv-import-dialog';
import { DeleteExpenseDialog } from '../components/delete-expense-dialog';
import { ExpenseFormDialog, type ExpenseFormTarget } from '../components/expense-form-dialog';
import { ExpensesHeader } from '../components/expenses-header';
import { ExpensesLoadError } from '../components/expenses-load-error';
import { ExpensesLoading } from '../components/expenses-loading';
import { ExpensesOverview } from '../components/expenses-overview';
import { WelcomeEmptyState } from '../components/welcome-empty-state';
import type { ExpenseActions } from '../lib/expense-actions';
import { useOpenAddRequest } from '@web/lib/use-open-add-request';
import { useExpenseViewState } from '../lib/use-expense-view-state';

/** Spec §2 "Monthly Expenses screen". */
export function ExpensesPage() {
  usePageTitle('Monthly Expenses');
  const query = useExpenses();
  useScreenShown(!query.isPending);
  const view = useExpenseViewState();
  const [formTarget, setFormTarget] = useState<ExpenseFormTarget | null>(null);
  const [deleting, setDeleting] = useState<TExpense | null>(null);
  const [importing, setImporting] = useState(false);
  const [uploadingBills, setUploadingBills] = useState(false);
  const [reviewing, setReviewing] = useState<ExtractedBill[] | null>(null);
  // The single-bill flow: read bills waiting for the prefilled Add form, one at a time.
  const [billQueue, setBillQueue] = useState<ExtractedBill[]>([]);

  const { addTarget, canWrite } = useHouseholdPermissions();
  const canAdd = addTarget !== null;
  // A bill is stored in the document hub: an advisor not given documents adds by hand (issue 35).
  const canReadBills = useAddTargetOpens('documents');
  const openAdd = useMemo(() => (canAdd ? () => setFormTarget({ expense: null }) : null), [canAdd]);
  const openBillUpload = useMemo(
    () => (canReadBills ? () => setUploadingBills(true) : null),
    [canReadBills],
  );
  useOpenAddRequest('openAddExpense', openAdd);
  const nextBill = billQueue[0];
  const shownTarget = formTarget ?? (nextBill ? { expense: null, bill: nextBill } : null);
  const closeForm = () => {
    if (formTarget) setFormTarget(null);
    else setBillQueue((queue) => queue.slice(1));
  };
  const fillInOneAtATime = (bills: ExtractedBill[]) => {
    setUploadingBills(false);
    setFormTarget(null);
    // Issue 36: a bill for an obligation the household has is offered as an update of it, which
    // only the review does; the Add form would make a second obligation for the same account.
    if (bills.some((bill) => bill.match !== null)) setReviewing(bills);
    else setBillQueue(bills);
  };
  const actions = useMemo<ExpenseActions>(
    () => ({
      canChange: (expense) => canWrite(expense.ownerId),
      edit: (expense) => setFormTarget({ expense }),
      remove: setDeleting,
    }),
    [canWrite],
  );

  let content;
  if (query.isPending) content = <ExpensesLoading />;
  else if (query.isError)
    content = (
      <ExpensesLoadError
        message={errorMessage(query.error)}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
    );
  else if (query.data.length === 0)
    content = <WelcomeEmptyState onManualEntry={openAdd} onAiUpload={openBillUpload} />;
  else
    content = (
      <ExpensesOverview expenses={query.data} view={view} actions={actions} onAdd={openAdd} />
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <ExpensesHeader onAdd={openAdd} onImport={canAdd ? () => setImporting(true) : null} />
      {content}
      <ExpenseFormDialog
        target={shownTarget}
        defaultCategory={view.category}
        onClose={closeForm}
        onExtracted={fillInOneAtATime}
        onUploadMany={() => {
          setFormTarget(null);
          setUploadingBills(true);
        }}
      />
      <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} />
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
      <BillUploadDialog
        open={uploadingBills}
        onOpenChange={setUploadingBills}
        onReview={(bills) => {
          setUploadingBills(false);
          setReviewing(bills);
        }}
        onOneAtATime={fillInOneAtATime}
      />
      {reviewing && <BillReview bills={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}

export { ExpensesPage as Component };
