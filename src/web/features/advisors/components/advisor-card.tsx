import { ADVISOR_ROLE_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { RecordCard } from '@web/components/records/record-card';
import { RecordDetail } from '@web/components/records/record-detail';
import type { AccessDialog } from '../lib/access-dialogs';
import { AccessPanel } from './access-panel';
import { AdvisorHandles } from './advisor-handles';
import { ContactButtons } from './contact-buttons';

type Props = {
  advisor: TAdvisor;
  onEdit: (advisor: TAdvisor) => void;
  onDelete: (advisor: TAdvisor) => void;
  /** Null when the person does not own the advisor's household (access is the owner's to give). */
  onAccess: ((dialog: AccessDialog, advisor: TAdvisor) => void) | null;
};

/** One advisor: who they are, how to reach them at once, what they handle, and their access. */
export function AdvisorCard({ advisor, onEdit, onDelete, onAccess }: Props) {
  return (
    <RecordCard
      title={advisor.name}
      name={advisor.name}
      ownerId={advisor.ownerId}
      subtitle={
        <>
          {ADVISOR_ROLE_LABELS[advisor.role]}
          {advisor.firm && ` · ${advisor.firm}`}
        </>
      }
      lead={<ContactButtons advisor={advisor} />}
      termWidth="7rem"
      details={
        <>
          {advisor.phone && <RecordDetail term="Phone">{advisor.phone}</RecordDetail>}
          {advisor.email && <RecordDetail term="Email">{advisor.email}</RecordDetail>}
          {advisor.address && <RecordDetail term="Address">{advisor.address.full}</RecordDetail>}
          <AdvisorHandles advisor={advisor} />
        </>
      }
      notes={advisor.notes}
      onEdit={() => onEdit(advisor)}
      onDelete={() => onDelete(advisor)}
    >
      <AccessPanel
        advisor={advisor}
        onAccess={onAccess && ((dialog) => onAccess(dialog, advisor))}
      />
    </RecordCard>
  );
}
