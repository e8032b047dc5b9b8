import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateHolding, useUpdateHolding } from '../api/holding-mutations';
import { ZHoldingForm, holdingFormValues } from '../lib/holding-form';
import { HoldingFormFields } from './holding-form-fields';

type Props = {
  account: TInvestmentAccount;
  /** The holding to edit, or null to add one to the account. */
  holding: THolding | null;
  onClose: () => void;
};

/** Add a holding to an account, or edit one (its price is changed with Update price). */
export function HoldingFormDialog({ account, holding, onClose }: Props) {
  const accountName = `${account.institutionName} · ${account.accountName}`;
  return (
    <RecordFormDialog
      schema={ZHoldingForm}
      values={holdingFormValues(holding)}
      create={useCreateHolding(account.id)}
      update={useUpdateHolding()}
      editing={holding && { id: holding.id, title: 'Edit holding', description: accountName }}
      adding={{ title: 'Add holding', description: accountName, submitLabel: 'Add holding' }}
      householdNote={false}
      className="max-w-xl"
      onClose={onClose}
    >
      {(form) => <HoldingFormFields form={form} withPrice={!holding} />}
    </RecordFormDialog>
  );
}
