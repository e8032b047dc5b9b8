import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useVerifyTwoFactor } from '../api/two-factor';
import type { SecondFactorMethod } from '../lib/second-factor-methods';
import { twoFactorErrorMessage } from '../lib/two-factor-error-message';

type Props = {
  method: SecondFactorMethod;
  onSignedIn: (user: TSessionUser) => void;
  onCancel: () => void;
  /** Changes to the other method. */
  onSwitch: () => void;
};

/** The second factor at sign-in, by one method; a refused code is cleared and the reason shown. */
export function SecondFactorForm({ method, onSignedIn, onCancel, onSwitch }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyTwoFactor();

  // The form replaces the one the user was typing in; focus follows so the keyboard is not lost.
  useEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    const checked = method.toRequest(value);
    if (!('request' in checked)) {
      if (checked.problem) setError(checked.problem);
      return;
    }
    verify.mutate(checked.request, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        setValue('');
        setError(twoFactorErrorMessage(failure));
        inputRef.current?.focus();
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <Field id={method.id} label={method.label} hint={method.hint} error={error}>
        {(control) => (
          <Input
            ref={inputRef}
            value={value}
            onChange={(event) => {
              setValue(method.clean(event.target.value));
              setError(undefined);
            }}
            {...method.inputProps}
            {...control}
          />
        )}
      </Field>
      {/* Like dialog footers: the main action on top on phones, Cancel on the left when wider. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" size="lg" onClick={onCancel} className="order-last sm:order-none">
          Cancel
        </Button>
        <BusyButton
          type="submit"
          size="lg"
          disabled={!method.canVerify(value)}
          busy={verify.isPending}
          busyLabel="Verifying…"
        >
          Verify
        </BusyButton>
      </div>
      <Button variant="link" onClick={onSwitch} className="justify-self-center">
        {method.switchLabel}
      </Button>
    </form>
  );
}
