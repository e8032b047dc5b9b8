import { useId } from 'react';
import { ADVISOR_ROLE_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import type { AccessDialog } from '../lib/access-dialogs';
import { AccessPanel } from './access-panel';
import { AdvisorDetail } from './advisor-detail';
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
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="grid gap-1 p-5 pb-3">
        <CardTitle id={titleId} className="leading-snug break-words">
          {advisor.name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {ADVISOR_ROLE_LABELS[advisor.role]}
          {advisor.firm && ` · ${advisor.firm}`}
        </p>
        <OwnerBadge ownerId={advisor.ownerId} className="w-fit" />
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0">
        <ContactButtons advisor={advisor} />
        <dl className="grid gap-2 text-sm">
          {advisor.phone && <AdvisorDetail term="Phone">{advisor.phone}</AdvisorDetail>}
          {advisor.email && <AdvisorDetail term="Email">{advisor.email}</AdvisorDetail>}
          {advisor.address && <AdvisorDetail term="Address">{advisor.address.full}</AdvisorDetail>}
          <AdvisorHandles advisor={advisor} />
          {advisor.notes && (
            <AdvisorDetail term="Notes">
              <span className="whitespace-pre-line">{advisor.notes}</span>
            </AdvisorDetail>
          )}
        </dl>
        <AccessPanel
          advisor={advisor}
          onAccess={onAccess && ((dialog) => onAccess(dialog, advisor))}
        />
        <div className="mt-auto flex gap-2">
          <EditDeleteButtons
            name={advisor.name}
            ownerId={advisor.ownerId}
            onEdit={() => onEdit(advisor)}
            onDelete={() => onDelete(advisor)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
