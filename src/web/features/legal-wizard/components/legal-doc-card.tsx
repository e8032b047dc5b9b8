import { useId } from 'react';
import { Play } from 'lucide-react';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { docInSentence } from '../lib/doc-in-sentence';
import { LEGAL_DOC_PURPOSES } from '../lib/legal-purposes';
import { DraftRow } from './draft-row';

type Props = {
  kind: TLegalDocKind;
  drafts: readonly TLegalDraft[];
  /** Null for someone who may not add to the households on screen (a viewer). */
  onStart: ((kind: TLegalDocKind) => void) | null;
  /** Null for drafts of a household the person may only view. */
  onDelete: (draft: TLegalDraft) => ((draft: TLegalDraft) => void) | null;
};

/** One document the wizard writes: what it is for, its drafts, and "Start". */
export function LegalDocCard({ kind, drafts, onStart, onDelete }: Props) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid content-start gap-4 p-5">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          {LEGAL_DOC_LABELS[kind]}
        </h2>
        <p className="text-sm text-muted-foreground">{LEGAL_DOC_PURPOSES[kind]}</p>
      </div>
      {drafts.length > 0 && (
        <ul className="grid gap-2" aria-label="Drafts">
          {drafts.map((draft) => (
            <DraftRow key={draft.id} draft={draft} onDelete={onDelete(draft)} />
          ))}
        </ul>
      )}
      {onStart && (
        <Button
          variant={drafts.length === 0 ? 'default' : 'outline'}
          className="w-fit"
          onClick={() => onStart(kind)}
          aria-label={`Start ${docInSentence(kind)}`}
        >
          <Play aria-hidden />
          {drafts.length === 0 ? 'Start' : 'Start another'}
        </Button>
      )}
    </Card>
  );
}
