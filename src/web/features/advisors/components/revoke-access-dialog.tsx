import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useRevokeAccess } from '../api/access-mutations';

type Props = { advisor: TAdvisor; onClose: () => void };

/**
 * Asks before ending an advisor's access at once (a pending invitation stops working too). Stays
 * open with the failure toast when the revoke fails.
 */
export function RevokeAccessDialog({ advisor, onClose }: Props) {
  const revoke = useRevokeAccess();
  const returnFocus = useReturnFocus();
  const invited = advisor.access.status === 'invited';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !revoke.isPending && onClose()}
      title={`Revoke ${advisor.name}’s access?`}
      description={
        invited
          ? `The invitation sent to ${advisor.email ?? advisor.name} stops working at once. You can give access again later.`
          : `${advisor.name} can no longer see your household, starting now. What they viewed and changed stays in your activity log. You can give access again later.`
      }
      confirmLabel="Revoke access"
      busyLabel="Revoking…"
      busy={revoke.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        revoke.mutate(advisor, {
          onSuccess: () => {
            // The Revoke button is replaced by Give access: focus goes to the page heading.
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
