import { ADVISOR_ROLE_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useCreateAdvisor, useUpdateAdvisor } from '../api/advisor-mutations';
import { ZAdvisorForm, advisorFormValues } from '../lib/advisor-form';
import { useLinkChoiceGroups } from '../lib/use-link-choice-groups';
import { AdvisorFormFields } from './advisor-form-fields';

type Props = {
  /** The advisor to edit, or null to add one. */
  advisor: TAdvisor | null;
  onClose: () => void;
};

/** Add or edit an advisor, with what they handle. */
export function AdvisorFormDialog({ advisor, onClose }: Props) {
  const { addTarget } = useHouseholdPermissions();
  // Links are to the advisor's own household: the one it is in, or the one Add puts it in.
  const linkGroups = useLinkChoiceGroups(advisor?.ownerId ?? addTarget?.id ?? null, advisor?.links);
  return (
    <RecordFormDialog
      schema={ZAdvisorForm}
      values={advisorFormValues(advisor)}
      create={useCreateAdvisor()}
      update={useUpdateAdvisor()}
      editing={
        advisor && {
          id: advisor.id,
          title: 'Edit advisor',
          description: `${advisor.name} · ${ADVISOR_ROLE_LABELS[advisor.role]}`,
        }
      }
      adding={{
        title: 'Add advisor',
        description:
          'An attorney, accountant, financial advisor or other professional your family should be able to reach.',
        submitLabel: 'Add advisor',
      }}
      onClose={onClose}
    >
      {(form) => <AdvisorFormFields form={form} linkGroups={linkGroups} />}
    </RecordFormDialog>
  );
}
