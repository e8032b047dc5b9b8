import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { useReturnFocus } from './use-return-focus';

type FormDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width ("max-w-2xl" for a whole record, narrower for a few fields). */
  className: string;
  /** The form's submit, `form.handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Whether the save is running: the submit button says `busyLabel`, and nothing closes. */
  busy: boolean;
  submitLabel: ReactNode;
  busyLabel: string;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * A dialog that is one form: title and description, the fields, and Cancel beside the submit.
 * Opened without a trigger (mounted while open), so focus goes back to what opened it; it cannot
 * be closed while the save runs, so the person sees how it ends.
 */
export function FormDialog({
  title,
  description,
  className,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  onClose,
  children,
}: FormDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
