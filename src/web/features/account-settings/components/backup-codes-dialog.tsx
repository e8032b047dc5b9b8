import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useRegenerateBackupCodes } from '../api/two-factor';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordPromptForm } from './password-prompt-form';

/** New backup codes, for when the old ones are used up or may have been seen by someone. */
export function BackupCodesDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateBackupCodes();

  const close = () => {
    setOpen(false);
    // Codes are shown once; closing forgets them.
    setCodes(null);
  };

  return (
    <DialogFrame
      trigger={<Button variant="outline">New backup codes</Button>}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      title="New backup codes"
      description={
        codes
          ? 'Your old backup codes no longer work. Keep these instead.'
          : 'Making new codes cancels the ones you have now.'
      }
    >
      {codes ? (
        <>
          <BackupCodesPanel codes={codes} email={email} />
          <DialogFooter>
            <Button onClick={close}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <PasswordPromptForm
          id="backup-codes"
          submitLabel="Create new codes"
          busyLabel="Creating…"
          onConfirm={async (password) =>
            setCodes((await regenerate.mutateAsync(password)).backupCodes)
          }
          onCancel={close}
        />
      )}
    </DialogFrame>
  );
}
