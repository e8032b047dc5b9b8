import { ArrowRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { usStateName } from '@web/features/onboarding/lib/us-state-name';
import { docInSentence } from '../lib/doc-in-sentence';
import { draftProgress, formatSavedAt } from '../lib/draft-progress';
import { legalDraftPath } from '../lib/legal-paths';

/** A draft on its document's card: whose, how far, when last saved, versions, "Continue". */
export function DraftRow({
  draft,
  onDelete,
}: {
  draft: TLegalDraft;
  /** Null for someone who may only view the household. */
  onDelete: ((draft: TLegalDraft) => void) | null;
}) {
  const progress = draftProgress(draft);
  const label = `${docInSentence(draft.kind)} for ${draft.principalName}`;
  const versions = draft.versions.length;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {draft.principalName}
          {draft.signedDocumentId ? (
            <Badge>Signed</Badge>
          ) : versions > 0 ? (
            <Badge variant="secondary">Unsigned</Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {usStateName(draft.state) ?? draft.state} · {progress.text}: {progress.label}
        </p>
        <p className="text-sm text-muted-foreground">
          Last saved {formatSavedAt(draft.updatedAt)} ·{' '}
          {versions === 0
            ? 'No document yet'
            : versions === 1
              ? '1 version'
              : `${versions} versions`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete the draft of the ${label}`}
            onClick={() => onDelete(draft)}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <Link
            to={legalDraftPath(draft.id)}
            aria-label={`${onDelete ? 'Continue' : 'Open'} ${label}`}
          >
            {onDelete ? 'Continue' : 'Open'}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </li>
  );
}
