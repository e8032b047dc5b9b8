import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZTwoFactorConfirmRequest } from '@shared/account/account-schemas';
import { MFA_CODE_LENGTH } from '@shared/constants';
import { sanitizeTwoFactorCode } from '@shared/validation/two-factor-code';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { BusyButton } from '@web/components/ui/busy-button';
import { showFormError } from '../lib/form-errors';

type Props = {
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
};

/** Spec §5: non-digits are dropped, six digits enable the button, a wrong code clears the field. */
export function OneTimeCodeForm({ onConfirm, onCancel }: Props) {
  const form = useForm({
    resolver: zodResolver(ZTwoFactorConfirmRequest),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const error = form.formState.errors.code?.message;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onConfirm(values.code);
    } catch (failure) {
      form.setValue('code', '');
      showFormError(failure, form.setError, { fields: ['code'], codeField: 'code' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field
        id="two-factor-code"
        label="6-digit code from your app"
        hint="The code changes every 30 seconds."
        error={error}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={MFA_CODE_LENGTH}
                className="max-w-40 font-mono tracking-widest"
                {...control}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(sanitizeTwoFactorCode(event.target.value))}
              />
            )}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel="Checking…"
          disabled={code.length !== MFA_CODE_LENGTH}
        >
          Turn on two-factor
        </BusyButton>
      </div>
    </form>
  );
}
