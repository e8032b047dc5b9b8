import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { ZSaveOnboardingRequest } from '@shared/onboarding/onboarding-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormUsStateField } from '@web/components/ui/form-us-state-field';
import { ApiError } from '@web/lib/api-error';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

/** The first step's fields, with the home state required here (the API accepts partial saves). */
const ZHouseholdStep = ZSaveOnboardingRequest.pick({
  householdName: true,
  homeState: true,
}).required({ homeState: true });

export type HouseholdAnswers = { householdName: string; homeState: string };

type Props = {
  initial: HouseholdAnswers;
  takeFocus: boolean;
  saving: boolean;
  onNext: (answers: HouseholdAnswers) => Promise<unknown>;
};

export function HouseholdStep({ initial, takeFocus, saving, onNext }: Props) {
  const form = useForm({ resolver: zodResolver(ZHouseholdStep), defaultValues: initial });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onNext({ householdName: values.householdName ?? '', homeState: values.homeState });
    } catch (error) {
      // Other failures are toasted by the save mutation; field messages belong beside the fields.
      const fields = error instanceof ApiError ? error.fields : {};
      (['householdName', 'homeState'] as const)
        .filter((name) => fields[name])
        .forEach((name) => form.setError(name, { message: fields[name] }, { shouldFocus: true }));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <StepHeading
        title="Your household"
        description="A few details so Nido fits your family. You can change them later."
        takeFocus={takeFocus}
      />
      <FormTextField
        form={form}
        name="householdName"
        id="household-name"
        label="Household name (optional)"
        hint='For example "The Rivera family". It appears on your dashboard.'
        autoComplete="off"
      />
      <FormUsStateField
        form={form}
        name="homeState"
        id="home-state"
        label="Home state"
        hint="Estate rules differ from state to state."
        emptyLabel="Choose your state"
        required
      />
      <p className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          Only you, and the family members you invite, can see what you store in Nido. Everything is
          encrypted in transit and at rest, and we never sell your data.
        </span>
      </p>
      <StepActions busy={saving}>
        <BusyButton type="submit" busy={saving} busyLabel="Saving…" className="w-full sm:w-auto">
          Next
        </BusyButton>
      </StepActions>
    </form>
  );
}
