import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Button, type ButtonProps } from './button';
import { DialogFooter } from './dialog';

type DialogActionsProps = {
  /** Whether the confirmed action runs: the confirm button says `busyLabel`, Cancel is off. */
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  /** The action; without it the confirm button submits the form the footer is in. */
  onConfirm?: () => void;
  /** Keeps the confirm button off (nothing to save yet); Cancel stays available. */
  disabled?: boolean;
  /** "destructive" for a confirm that deletes. */
  variant?: ButtonProps['variant'];
  cancelLabel?: string;
  /** The id of what the confirm acts on (a summary of what it will import), read with it. */
  confirmDescribedBy?: string;
  /** For the footer, where the dialog lays it out itself (a bordered, padded footer). */
  className?: string;
  /** The confirm button's label. */
  children: ReactNode;
};

/**
 * A dialog's Cancel beside its confirm button. Cancel is off while the action runs, so the person
 * sees how it ends rather than leaving it half done.
 */
export function DialogActions({
  busy,
  busyLabel,
  onCancel,
  onConfirm,
  disabled,
  variant,
  cancelLabel = 'Cancel',
  confirmDescribedBy,
  className,
  children,
}: DialogActionsProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <BusyButton
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        variant={variant}
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        aria-describedby={confirmDescribedBy}
      >
        {children}
      </BusyButton>
    </DialogFooter>
  );
}
