import type { TTrustedContact } from '@shared/triggering-event/event-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useRemoveContact } from '../../api/contact-mutations';

/** Asks before someone loses the right to report the owner's death or incapacity. */
export function RemoveContactDialog({
  contact,
  onClose,
}: {
  contact: TTrustedContact;
  onClose: () => void;
}) {
  const returnFocus = useReturnFocus();
  const removal = useRemoveContact();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !removal.isPending && onClose()}
      title={`Remove ${contact.name}?`}
      description={`${contact.name} will no longer be able to report your death or incapacity. They keep whatever else you share with them. You can add them again at any time.`}
      confirmLabel="Remove contact"
      busyLabel="Removing…"
      busy={removal.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        removal.mutate(contact.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
