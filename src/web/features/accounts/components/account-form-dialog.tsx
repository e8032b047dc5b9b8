import type { TAsset } from '@shared/finance/asset-schemas';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateAccount, useUpdateAccount } from '../api/account-mutations';
import { accountFormSchema, accountFormValues } from '../lib/account-form';
import { AccountFormFields } from './account-form-fields';

type Props = {
  /** The account to edit, or null to add one. */
  account: TAsset | null;
  onClose: () => void;
};

/** Add or edit an account. */
export function AccountFormDialog({ account, onClose }: Props) {
  return (
    <RecordFormDialog
      schema={accountFormSchema(account)}
      values={accountFormValues(account)}
      create={useCreateAccount()}
      update={useUpdateAccount()}
      editing={
        account && {
          id: account.id,
          title: 'Edit account',
          description: `${account.institutionName} · ${account.accountName}`,
        }
      }
      adding={{
        title: 'Add account',
        description:
          'A bank, investment, retirement or credit card account your family should know about.',
        submitLabel: 'Add account',
      }}
      onClose={onClose}
    >
      {(form) => <AccountFormFields form={form} account={account} />}
    </RecordFormDialog>
  );
}
