import type { UseFormReturn } from 'react-hook-form';
import { HOME_TYPE_LABELS } from '@shared/finance/property-schemas';
import { FormAddressFields } from '@web/components/ui/form-address-fields';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormRow } from '@web/components/ui/form-row';
import type { PropertyInput } from '../api/property-mutations';
import type { TPropertyFormValues } from '../lib/property-form';

type Form = UseFormReturn<TPropertyFormValues, unknown, PropertyInput>;

/** A home's fields: what it is called and is, where it is, and its value and purchase. */
export function HomeFields({ form }: { form: Form }) {
  return (
    <div className="grid gap-4">
      <FormRow>
        <FormTextField
          form={form}
          name="name"
          id="home-name"
          label="Name (optional)"
          hint="e.g. Lake house. Without one, the address is shown."
          autoComplete="off"
        />
        <FormSelectField
          form={form}
          name="homeType"
          id="home-type"
          label="Type"
          options={HOME_TYPE_LABELS}
        />
      </FormRow>
      <FormAddressFields form={form} name="address" idPrefix="home-address" legend="Address" />
      <FormRow className="sm:grid-cols-3">
        <FormMoneyField
          form={form}
          name="estimatedValueCents"
          id="home-value"
          label="Estimated value"
        />
        <FormTextField
          form={form}
          name="purchaseDate"
          id="home-purchase-date"
          label="Purchase date"
          type="date"
        />
        <FormMoneyField
          form={form}
          name="purchasePriceCents"
          id="home-purchase-price"
          label="Purchase price"
        />
      </FormRow>
    </div>
  );
}
