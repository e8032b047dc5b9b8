import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { docInSentence } from '../lib/doc-in-sentence';
import { legalDraftPath } from '../lib/legal-paths';

/**
 * The draft of this document the household already has for the person typed, the latest saved,
 * if any: "Start" then offers to continue it, so one person does not collect a pile of drafts.
 */
export function existingDraftFor(
  drafts: readonly TLegalDraft[],
  principalName: string,
): TLegalDraft | null {
  const name = principalName.trim().toLowerCase();
  if (!name) return null;
  return (
    drafts
      .filter((draft) => draft.principalName.trim().toLowerCase() === name)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null
  );
}

/** "Maria Lopez already has a last will and testament draft — Continue it" (or start another). */
export function ExistingDraftNote({ draft }: { draft: TLegalDraft }) {
  return (
    <Alert aria-live="polite">
      <FileText aria-hidden />
      <AlertTitle>
        {draft.principalName} already has a {docInSentence(draft.kind)} draft
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>Continue it to keep its answers, or start another one.</p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={legalDraftPath(draft.id)}>Continue it</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
