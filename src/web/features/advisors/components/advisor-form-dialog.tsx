import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADVISOR_ROLE_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useCreateAdvisor, useUpdateAdvisor } from '../api/advisor-mutations';
import { ADVISOR_FORM_FIELDS, ZAdvisorForm, advisorFormValues } from '../lib/advisor-form';
import { useLinkChoiceGroups } from '../lib/use-link-choice-groups';
import { AdvisorFormFields } from './advisor-form-fields';

type Props = {
  /** The advisor to edit, or null to add one. */
  advisor: TAdvisor | null;
  onClose: () => void;
};

/**
 * Add or edit an advisor. Mounted only while open, so every opening starts from the advisor's
 * current values. The failure toast comes from the mutation; field messages go beside the field.
 */
export function AdvisorFormDialog({ advisor, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateAdvisor();
  const update = useUpdateAdvisor();
  const { addTarget } = useHouseholdPermissions();
  // Links are to the advisor's own household: the one it is in, or the one Add puts it in.
  const linkGroups = useLinkChoiceGroups(advisor?.ownerId ?? addTarget?.id ?? null, advisor?.links);
  const form = useForm({
    resolver: zodResolver(ZAdvisorForm),
    defaultValues: advisorFormValues(advisor),
  });

  const { submit, busy } = useSaveForm({
    form,
    editingId: advisor?.id ?? null,
    create,
    update,
    fields: ADVISOR_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{advisor ? 'Edit advisor' : 'Add advisor'}</DialogTitle>
          <DialogDescription>
            {advisor
              ? `${advisor.name} · ${ADVISOR_ROLE_LABELS[advisor.role]}`
              : 'An attorney, accountant, financial advisor or other professional your family should be able to reach.'}
            {!advisor && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <AdvisorFormFields form={form} linkGroups={linkGroups} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={advisor ? 'Saving…' : 'Adding…'}>
              {advisor ? 'Save changes' : 'Add advisor'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
