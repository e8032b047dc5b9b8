import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { beneficiaryFieldPaths } from '@web/components/beneficiaries/beneficiary-form-rows';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  useCreateInvestmentAccount,
  useUpdateInvestmentAccount,
} from '../api/investment-account-mutations';
import {
  ZInvestmentAccountForm,
  investmentAccountFormValues,
} from '../lib/investment-account-form';
import { InvestmentAccountFormFields } from './investment-account-form-fields';
import { DesignationFields } from './designation-fields';

type Props = {
  /** The account to edit, or null to add one. */
  account: TInvestmentAccount | null;
  onClose: () => void;
};

/** Add or edit an investment account with its beneficiary designation. */
export function InvestmentAccountFormDialog({ account, onClose }: Props) {
  return (
    <RecordFormDialog
      schema={ZInvestmentAccountForm}
      values={investmentAccountFormValues(account)}
      rowFields={beneficiaryFieldPaths()}
      create={useCreateInvestmentAccount()}
      update={useUpdateInvestmentAccount()}
      editing={
        account && {
          id: account.id,
          title: 'Edit investment account',
          description: `${account.institutionName} · ${account.accountName}`,
        }
      }
      adding={{
        title: 'Add investment account',
        description:
          'A brokerage, retirement, college or other investment account, and who inherits it.',
        submitLabel: 'Add account',
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <InvestmentAccountFormFields
            form={form}
            storedLast4={account?.accountNumberLast4 ?? null}
          />
          <DesignationFields form={form} />
        </>
      )}
    </RecordFormDialog>
  );
}
