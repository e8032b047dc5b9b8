import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useFieldNote } from './form-notes';
import { useExpenseFormContext } from './use-expense-form-context';

type Props = { savedVendorAccount: string };

/**
 * The vendor's website and the account number with the vendor. On edit the number is shown
 * masked: left as it is, the stored number is kept; a new number replaces it; clearing removes it.
 */
export function VendorDetailsFields({ savedVendorAccount }: Props) {
  const { form, errorOf } = useExpenseFormContext();
  const accountNote = useFieldNote('vendorAccount');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="expense-website" label="Website" error={errorOf('website')}>
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            {...form.register('website')}
          />
        )}
      </Field>
      <Field
        id="expense-vendor-account"
        label="Account number with the vendor"
        error={errorOf('vendorAccount')}
        hint={
          accountNote ??
          (savedVendorAccount
            ? `Saved as ${savedVendorAccount}. Type a new number to replace it, or clear it to remove it.`
            : 'Stored encrypted; shown as its last 4 digits.')
        }
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            {...form.register('vendorAccount')}
          />
        )}
      </Field>
    </div>
  );
}
