import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { DialogFrame } from './dialog-frame';
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
    <DialogFrame
      title={title}
      description={description}
      className={className}
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
        {children}
        <DialogActions busy={busy} busyLabel={busyLabel} onCancel={onClose}>
          {submitLabel}
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
