import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZEmailRequest, type TEmailRequest } from '@shared/auth/auth-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

type Props = {
  /** The email field's id, unique on the page. */
  id: string;
  defaultEmail: string;
  /** Sends the checked address; `showError` puts a message at the field. */
  onSend: (email: string, showError: (message: string) => void) => void;
  className?: string;
  /** The buttons, the submit button among them. */
  children: ReactNode;
};

/** One email address, checked, that asks the server to send a link (a reset, a verification). */
export function EmailRequestForm({ id, defaultEmail, onSend, className, children }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TEmailRequest, unknown, z.output<typeof ZEmailRequest>>({
    resolver: zodResolver(ZEmailRequest),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) =>
    onSend(email, (message) => setError('email', { type: 'server', message })),
  );

  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <Field id={id} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" autoComplete="email" {...register('email')} {...control} />
        )}
      </Field>
      {children}
    </form>
  );
}
