import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import {
  WAITLIST_AGE_MAX,
  WAITLIST_AGE_MIN,
  WAITLIST_COUNTRIES,
} from '@shared/public-intake/public-intake-schemas';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { BusyButton } from '@web/components/ui/busy-button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api-error';
import { useJoinWaitlist } from '../api/join-waitlist';
import {
  ZWaitlistForm,
  type TWaitlistForm,
  type TWaitlistFormInput,
} from '../lib/waitlist-form-schema';

const FAILED = 'We could not add you to the waitlist. Please try again.';
const FIELDS = ['name', 'email', 'age', 'country'] as const;

/** Spec §2 "Waitlist": Full Name, Email, Age and Country, all required (§5). */
export function WaitlistForm({ onJoined }: { onJoined: (entry: TWaitlistForm) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TWaitlistFormInput, unknown, TWaitlistForm>({
    resolver: zodResolver(ZWaitlistForm),
    defaultValues: { name: '', email: '', age: '', country: '' },
  });
  const join = useJoinWaitlist();

  const onSubmit = handleSubmit((entry) =>
    join.mutate(entry, {
      onSuccess: () => onJoined(entry),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const name of FIELDS) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {/* Spec §8 only logs waitlist failures; a line here keeps the visitor from guessing. */}
      {join.isError && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertDescription className="text-foreground">{FAILED}</AlertDescription>
        </Alert>
      )}
      <Field id="waitlist-name" label="Full Name" error={errors.name?.message}>
        {(control) => <Input autoComplete="name" {...register('name')} {...control} />}
      </Field>
      <Field id="waitlist-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" autoComplete="email" {...register('email')} {...control} />
        )}
      </Field>
      <Field id="waitlist-age" label="Age" error={errors.age?.message}>
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={WAITLIST_AGE_MIN}
            max={WAITLIST_AGE_MAX}
            step={1}
            {...register('age', {
              // An empty field is "no age", not 0, so it reads "Please enter your age".
              setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
            })}
            {...control}
          />
        )}
      </Field>
      <Field id="waitlist-country" label="Country" error={errors.country?.message}>
        {(control) => (
          <NativeSelect autoComplete="country" {...register('country')} {...control}>
            <option value="" disabled>
              Select your country
            </option>
            {WAITLIST_COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <BusyButton
        type="submit"
        size="lg"
        className="w-full"
        busy={join.isPending}
        busyLabel="Joining…"
      >
        Join the Waitlist
      </BusyButton>
    </form>
  );
}
