import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useRegenerateBackupCodes } from '../api/two-factor';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordPromptForm } from './password-prompt-form';

/** New backup codes, for when the old ones are used up or may have been seen by someone. */
export function BackupCodesDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateBackupCodes();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Codes are shown once; closing forgets them.
    if (!next) setCodes(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">New backup codes</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New backup codes</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Your old backup codes no longer work. Keep these instead.'
              : 'Making new codes cancels the ones you have now.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <BackupCodesPanel codes={codes} email={email} />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
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
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
