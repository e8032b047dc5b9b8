import { Controller, type UseFormReturn } from 'react-hook-form';
import { ADVISOR_ROLES, ADVISOR_ROLE_LABELS } from '@shared/advisors/advisor-schemas';
import { AddressFields } from '@web/components/ui/address-fields';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
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
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="advisor-name" label="Name" error={errors.name?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
        </Field>
        <Field id="advisor-role" label="Role" error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('role')}>
              <option value="" disabled>
                Choose a role
              </option>
              {ADVISOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ADVISOR_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field id="advisor-firm" label="Firm" error={errors.firm?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('firm')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="advisor-phone" label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input type="tel" autoComplete="off" {...control} {...form.register('phone')} />
          )}
        </Field>
        <Field
          id="advisor-email"
          label="Email"
          hint="Needed to give them access to your household."
          error={errors.email?.message}
        >
          {(control) => (
            <Input type="email" autoComplete="off" {...control} {...form.register('email')} />
          )}
        </Field>
      </div>
      <AddressFields
        idPrefix="advisor-address"
        legend="Office address (optional)"
        register={{
          street: form.register('address.street'),
          city: form.register('address.city'),
          state: form.register('address.state'),
          zip: form.register('address.zip'),
        }}
        errors={{
          street: errors.address?.street?.message,
          city: errors.address?.city?.message,
          state: errors.address?.state?.message,
          zip: errors.address?.zip?.message,
        }}
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
      <Field id="advisor-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
