import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { DELETE_CONFIRMATION_WORD, ZDeleteAccountRequest } from '@shared/account/account-schemas';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { forgetSignedInUser } from '@web/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { showFormError } from '../lib/form-errors';
import { CurrentPasswordField } from './current-password-field';

/** The shared request, typed as the text box gives it: any string until it is checked. */
const ZDeleteAccountForm = z.object({
  password: ZDeleteAccountRequest.shape.password,
  confirmation: z.string().pipe(ZDeleteAccountRequest.shape.confirmation),
});

const EMPTY = { password: '', confirmation: '' };

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm({ resolver: zodResolver(ZDeleteAccountForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        // The server has ended the session; nothing of this account may stay in the browser.
        forgetSignedInUser(queryClient);
        void navigate('/', { replace: true });
        toast.success('Your account has been deleted');
      },
      onError: (failure) =>
        showFormError(failure, form.setError, {
          fields: ['password', 'confirmation'],
          passwordField: 'password',
        }),
    }),
  );

  return (
    <DialogFrame
      trigger={
        <Button variant="destructive" className="w-fit">
          Delete account
        </Button>
      }
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      title="Delete your account?"
      description="This permanently deletes your account and everything in your household: expenses, accounts, loans, documents, contacts and plans. Family members you invited lose access. It cannot be undone."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <CurrentPasswordField
          id="delete-password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <Field
          id="delete-confirmation"
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          error={errors.confirmation?.message}
        >
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...control}
              {...form.register('confirmation')}
            />
          )}
        </Field>
        <DialogActions
          variant="destructive"
          busy={remove.isPending}
          busyLabel="Deleting…"
          onCancel={close}
        >
          Delete my account
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
