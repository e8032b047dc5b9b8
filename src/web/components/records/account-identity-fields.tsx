import type { FieldPathByValue, Path, UseFormReturn } from 'react-hook-form';
import { ASSET_TYPE_LABELS } from '@shared/finance/asset-schemas';
import { INVESTMENT_ACCOUNT_TYPE_LABELS } from '@shared/investments/investment-schemas';
import { FormRow } from '@web/components/ui/form-row';
import { FormSecretNumberField } from '@web/components/ui/form-secret-number-field';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';

/** What names an account in a form, bank or investment alike (`ACCOUNT_IDENTITY_FIELDS`). */
type AccountIdentityValues = {
  type: string;
  institutionName: string;
  accountName: string;
  accountNumber: string;
  removeAccountNumber: boolean;
};

type AccountKind = {
  types: Record<string, string>;
  examples: { institution: string; accountName: string };
};

/**
 * The two kinds of account: their types, and what the empty institution and name inputs show as
 * an example. The kind also starts the inputs' ids ("account-type", "investment-institution"…).
 */
const KINDS: Record<'account' | 'investment', AccountKind> = {
  account: {
    types: ASSET_TYPE_LABELS,
    examples: { institution: 'e.g. Chase', accountName: 'e.g. Everyday Checking' },
  },
  investment: {
    types: INVESTMENT_ACCOUNT_TYPE_LABELS,
    examples: { institution: 'e.g. Fidelity', accountName: 'e.g. Individual brokerage' },
  },
};

type Props<T extends AccountIdentityValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  /** A bank, card or home account (Accounts), or an investment account. */
  kind: keyof typeof KINDS;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
};

/** An account's type and institution, then its name and number: two rows of an account form. */
export function AccountIdentityFields<T extends AccountIdentityValues, TOut>({
  form,
  kind,
  storedLast4,
}: Props<T, TOut>) {
  const { types, examples } = KINDS[kind];
  // The constraint on T says these are its paths; a generic form cannot prove it by itself.
  const path = (name: keyof AccountIdentityValues) => name as Path<T>;
  return (
    <>
      <FormRow>
        <FormSelectField
          form={form}
          name={path('type')}
          id={`${kind}-type`}
          label="Type"
          options={types}
        />
        <FormTextField
          form={form}
          name={path('institutionName')}
          id={`${kind}-institution`}
          label="Institution"
          autoComplete="organization"
          placeholder={examples.institution}
        />
      </FormRow>
      <FormRow>
        <FormTextField
          form={form}
          name={path('accountName')}
          id={`${kind}-name`}
          label="Account name"
          autoComplete="off"
          placeholder={examples.accountName}
        />
        <FormSecretNumberField
          form={form}
          name={path('accountNumber') as FieldPathByValue<T, string>}
          removeName={path('removeAccountNumber') as FieldPathByValue<T, boolean>}
          id={`${kind}-number`}
          label="Account number"
          storedLast4={storedLast4}
        />
      </FormRow>
    </>
  );
}
