import { Eye } from 'lucide-react';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { Badge } from '@web/components/ui/badge';
import { draftProgress } from '../lib/draft-progress';
import { AnswersSummary } from './answers-summary';
import { GeneratedDocument } from './generated-document';
import { SigningSection } from './signing-section';

/**
 * A draft of a household the person may only view: its answers, how it is to be signed and the
 * documents made from it, without the interview's saves (the server would refuse them).
 */
export function ReadOnlyDraft({ draft }: { draft: TLegalDraft }) {
  const progress = draftProgress(draft);
  return (
    <div className="grid gap-8">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="secondary">
          <Eye aria-hidden />
          View only
        </Badge>
        {progress.text}: {progress.label}
      </p>
      <section aria-labelledby="legal-summary-title" className="grid gap-3">
        <h2 id="legal-summary-title" className="text-lg font-semibold">
          The answers so far
        </h2>
        <AnswersSummary draft={draft} onEdit={null} busy={false} />
      </section>
      <SigningSection draft={draft} heading="h2" />
      <GeneratedDocument draft={draft} canUpload={false} />
    </div>
  );
}
