import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from './button';
import { BusyButton } from './busy-button';
import { useReturnFocus, type ReturnFocus } from './use-return-focus';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Read out while the action runs ("Deleting…"). */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  /** The caller's focus return, when its action can remove the opener (see useReturnFocus). */
  returnFocus?: ReturnFocus;
};

/**
 * Asks before something that cannot be undone (a delete). Built on the alert dialog, which puts
 * focus on Cancel, so a stray Enter keeps the data. The confirm button stays in the dialog while
 * the request runs: the caller closes it when the action has succeeded.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  cancelLabel = 'Cancel',
  returnFocus,
}: ConfirmDialogProps) {
  const ownReturnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(returnFocus ?? ownReturnFocus).onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg"
        >
          <div className="grid gap-2">
            <AlertDialog.Title className="text-lg leading-snug font-semibold">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <BusyButton variant="destructive" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </BusyButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
