import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useDisableTwoFactor } from '../api/two-factor';
import { PasswordPromptForm } from './password-prompt-form';

export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Turn off</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication?</DialogTitle>
          <DialogDescription>
            Signing in will need only your password, so anyone who learns it could open your
            family's records. Your backup codes stop working.
          </DialogDescription>
        </DialogHeader>
        <PasswordPromptForm
          id="two-factor-disable"
          submitLabel="Turn off two-factor"
          busyLabel="Turning off…"
          variant="destructive"
          onConfirm={async (password) => {
            await disable.mutateAsync(password);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
