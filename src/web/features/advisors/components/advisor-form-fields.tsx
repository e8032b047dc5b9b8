import { Controller, type UseFormReturn } from 'react-hook-form';
import { ADVISOR_ROLE_LABELS } from '@shared/advisors/advisor-schemas';
import { FormAddressFields } from '@web/components/ui/form-address-fields';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { FormRow } from '@web/components/ui/form-row';
import type { AdvisorInput } from '../api/advisor-mutations';
import type { TAdvisorFormValues } from '../lib/advisor-form';
import type { LinkChoiceGroup } from '../lib/link-choices';
import { LinkPicker } from './link-picker';

type Props = {
  form: UseFormReturn<TAdvisorFormValues, unknown, AdvisorInput>;
  /** What this advisor's household has to link. */
  linkGroups: LinkChoiceGroup[];
};

/** The inputs of the add/edit advisor form. */
export function AdvisorFormFields({ form, linkGroups }: Props) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <FormRow>
        <FormTextField form={form} name="name" id="advisor-name" label="Name" autoComplete="off" />
        <FormSelectField
          form={form}
          name="role"
          id="advisor-role"
          label="Role"
          placeholder="Choose a role"
          options={ADVISOR_ROLE_LABELS}
        />
      </FormRow>
      <FormTextField form={form} name="firm" id="advisor-firm" label="Firm" autoComplete="off" />
      <FormRow>
        <FormTextField
          form={form}
          name="phone"
          id="advisor-phone"
          label="Phone"
          type="tel"
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="email"
          id="advisor-email"
          label="Email"
          hint="Needed to give them access to your household."
          type="email"
          autoComplete="off"
        />
      </FormRow>
      <FormAddressFields
        form={form}
        name="address"
        idPrefix="advisor-address"
        legend="Office address (optional)"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Handles</legend>
        <p className="text-sm text-muted-foreground">
          What this advisor looks after, so your family knows whom to call about each.
        </p>
        <Controller
          name="links"
          control={form.control}
          render={({ field }) => (
            <LinkPicker groups={linkGroups} value={field.value} onChange={field.onChange} />
          )}
        />
        {errors.links?.message && (
          <p className="text-sm font-medium text-destructive">{errors.links.message}</p>
        )}
      </fieldset>
      <FormTextareaField form={form} name="notes" id="advisor-notes" label="Notes" rows={3} />
    </div>
  );
}
