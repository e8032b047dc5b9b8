import type { TLegalDraft } from '@shared/legal/legal-api';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { docInSentence } from '../lib/doc-in-sentence';
import { useDeleteLegalDraft } from '../api/legal-mutations';

/** Asks before deleting a draft: its answers go, the documents it made stay. */
export function DeleteDraftDialog({ draft, onClose }: { draft: TLegalDraft; onClose: () => void }) {
  return (
    <DeleteRecordDialog
      title="Delete this draft?"
      description={
        <>
          The answers of {draft.principalName}’s {docInSentence(draft.kind)} will be deleted. This
          cannot be undone.
          {draft.versions.length > 0 &&
            ' The documents already made from it stay in your document hub and on your estate plan.'}
        </>
      }
      confirmLabel="Delete draft"
      deletion={useDeleteLegalDraft()}
      id={draft.id}
      onClose={onClose}
    />
  );
}
