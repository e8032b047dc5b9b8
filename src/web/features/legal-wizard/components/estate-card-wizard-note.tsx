import { FileSignature, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TInstrumentKind } from '@shared/estate/instrument-kinds';
import { LEGAL_DOC_CARDS, LEGAL_DOC_KINDS } from '@shared/legal/legal-kinds';
import { Button } from '@web/components/ui/button';
import { textLinkClass } from '@web/components/ui/text-link';
import { useLegalDrafts } from '../api/legal-queries';
import { legalDraftPath, legalStartPath } from '../lib/legal-paths';

type Props = {
  kind: TInstrumentKind;
  /** The ids of the documents recorded on the card. */
  instrumentIds: readonly string[];
  /** Whether the person may add to the plan (a viewer may not start a document). */
  canCreate: boolean;
};

/**
 * On an estate plan card the wizard writes: a document it made and that is not signed yet says
 * so, with the way back to its draft; an empty card offers to write the document.
 */
export function EstateCardWizardNote({ kind, instrumentIds, canCreate }: Props) {
  const docKind = LEGAL_DOC_KINDS.find((each) => LEGAL_DOC_CARDS[each].includes(kind));
  const drafts = useLegalDrafts().data ?? [];
  if (!docKind) return null;
  const ofKind = drafts.filter((draft) => draft.kind === docKind);
  const unsigned = ofKind.filter(
    (draft) =>
      draft.signedDocumentId === null &&
      draft.instrumentIds.some((id) => instrumentIds.includes(id)),
  );

  if (instrumentIds.length > 0)
    return unsigned.map((draft) => (
      <p key={draft.id} className="flex flex-wrap items-center gap-2 text-sm">
        <FileSignature aria-hidden className="size-4 text-muted-foreground" />
        <span>
          Unsigned draft from the Legal Wizard
          {unsigned.length > 1 || instrumentIds.length > 1 ? ` (${draft.principalName})` : ''}.
        </span>
        <Link to={legalDraftPath(draft.id)} className={textLinkClass}>
          Continue it in the Legal Wizard
        </Link>
      </p>
    ));

  const inProgress = ofKind.find((draft) => draft.versions.length === 0);
  if (inProgress)
    return (
      <p className="text-sm">
        <Link to={legalDraftPath(inProgress.id)} className={textLinkClass}>
          Continue your draft in the Legal Wizard
        </Link>
      </p>
    );
  if (!canCreate) return null;
  return (
    <Button variant="outline" className="w-fit" asChild>
      <Link to={legalStartPath(docKind)}>
        <Wand2 aria-hidden />
        Create with the Legal Wizard
      </Link>
    </Button>
  );
}
