import { useId } from 'react';
import { Users } from 'lucide-react';
import { DIGITAL_ACTION_LABELS, type TGuidebookEntry } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { sharingSummary } from '../lib/sharing-summary';

type Props = {
  entry: TGuidebookEntry;
  /** The people of the entry's household, to name who it is shared with. */
  people: readonly TGuidebookPerson[];
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One written entry: its title, the addressee of a letter, what to do with a digital account, the
 * text with its line breaks, and (for its authors) who sees it and when.
 */
export function EntryCard({ entry, people, onEdit, onDelete }: Props) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={titleId} className="text-base wrap-anywhere">
            {entry.title}
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <OwnerBadge ownerId={entry.ownerId} />
            {/* Only the owner and the entry's author change it (the server says which). */}
            {entry.canManage && (
              <EditDeleteButtons
                name={entry.title}
                ownerId={entry.ownerId}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            )}
          </div>
        </div>
        {entry.addressedTo && (
          <p className="text-sm text-muted-foreground">To {entry.addressedTo}</p>
        )}
        {entry.digitalAction && (
          <p className="text-sm">
            <span className="font-medium">What to do: </span>
            {DIGITAL_ACTION_LABELS[entry.digitalAction]}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {entry.body && <p className="text-sm whitespace-pre-line">{entry.body}</p>}
        {entry.canManage && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Users className="size-3.5" aria-hidden />
            {sharingSummary(entry.shares, people)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
