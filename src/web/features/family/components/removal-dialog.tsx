import type { ReactNode } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';

type Props = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Runs the removal; calls `done` once it has succeeded (a failure toasts and stays open). */
  run: (done: () => void) => void;
  onClose: () => void;
};

/**
 * Asks before taking something away (an invitation, someone's access, a household). Mounted only
 * while open, so it remembers the button that opened it; that button goes with the removed row,
 * so focus then goes to the page's heading instead of being lost.
 */
export function RemovalDialog({ busy, run, onClose, ...texts }: Props) {
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      busy={busy}
      returnFocus={returnFocus}
      onConfirm={() =>
        run(() => {
          returnFocus.openerRemoved();
          onClose();
        })
      }
      {...texts}
    />
  );
}
