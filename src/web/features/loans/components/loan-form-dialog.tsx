import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useExpenses, useProperties } from '@web/lib/household-data';
import { useCreateLoan, useUpdateLoan } from '../api/loan-mutations';
import { linkOptions, obligationLabel, propertyLabel } from '../lib/link-options';
import { ZLoanForm, loanFormValues } from '../lib/loan-form';
import { LoanFormFields } from './loan-form-fields';

type Props = {
  /** The loan to edit, or null to add one. */
  loan: TLoan | null;
  onClose: () => void;
};

/** Add or edit a loan, with the obligation that pays it and the property it is secured by. */
export function LoanFormDialog({ loan, onClose }: Props) {
  const expenses = useExpenses();
  const properties = useProperties();
  const owner = loan?.ownerId ?? null;
  return (
    <RecordFormDialog
      schema={ZLoanForm}
      values={loanFormValues(loan)}
      create={useCreateLoan()}
      update={useUpdateLoan()}
      editing={
        loan && {
          id: loan.id,
          title: 'Edit loan',
          description: `${LOAN_TYPE_LABELS[loan.loanType]} · ${loan.lender}`,
        }
      }
      adding={{
        title: 'Add loan',
        description: 'A mortgage, car, student or personal loan, or a line of credit.',
        submitLabel: 'Add loan',
      }}
      onClose={onClose}
    >
      {(form) => (
        <LoanFormFields
          form={form}
          storedLast4={loan?.accountNumberLast4 ?? null}
          obligations={{
            options: linkOptions(expenses.data ?? [], obligationLabel, owner),
            pending: expenses.isPending,
          }}
          properties={{
            options: linkOptions(properties.data ?? [], propertyLabel, owner),
            pending: properties.isPending,
          }}
        />
      )}
    </RecordFormDialog>
  );
}
