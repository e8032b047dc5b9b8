import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useDisableTwoFactor } from '../api/two-factor';
import { PasswordPromptForm } from './password-prompt-form';

export function DisableTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  return (
    <DialogFrame
      trigger={<Button variant="outline">Turn off</Button>}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      title="Turn off two-factor authentication?"
      description="Signing in will need only your password, so anyone who learns it could open your family's records. Your backup codes stop working."
    >
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
    </DialogFrame>
  );
}
