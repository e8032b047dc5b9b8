import { useCallback, useMemo, useRef, useState } from 'react';
import { FolderOpen, Upload } from 'lucide-react';
import type { TDocument } from '@shared/documents/document-schemas';
import { FamilySelector } from '@web/components/family-selector';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY, ViewOnlyBadge } from '@web/components/view-only-badge';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { DeleteDocumentDialog } from '../components/delete-document-dialog';
import type { DocumentActionHandlers } from '../components/document-actions';
import { DocumentDropZone } from '../components/document-drop-zone';
import { DocumentsContent } from '../components/documents-content';
import { DocumentsToolbar } from '../components/documents-toolbar';
import { EditDocumentDialog } from '../components/edit-document-dialog';
import { PreviewDialog } from '../components/preview-dialog';
import { UploadList } from '../components/upload-list';
import { useDocumentUploads, type DocumentUpload } from '../lib/use-document-uploads';
import { useDocumentsView } from '../lib/use-documents-view';

/** Spec §2 /nido-hub "Documents": the household's documents, stored encrypted and searchable. */
export function DocumentsPage() {
  usePageTitle('Documents');
  const view = useDocumentsView();
  const all = view.documents.data;
  const empty = all !== undefined && all.length === 0;
  // A new upload takes the category on screen, so a file dropped while viewing Wills is a Will.
  const uploads = useDocumentUploads(empty || view.category === 'all' ? 'other' : view.category);
  const { addTarget } = useHouseholdPermissions();
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = useCallback(() => picker.current?.click(), []);
  const [previewing, setPreviewing] = useState<TDocument | null>(null);
  const [editing, setEditing] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const actions = useMemo<DocumentActionHandlers>(
    () => ({ preview: setPreviewing, edit: setEditing, remove: setDeleting }),
    [],
  );
  // "Add details" edits the document as it is now, which may be newer than the upload's answer.
  const addDetails = (upload: DocumentUpload) => {
    const uploaded = upload.document;
    if (uploaded) setEditing(all?.find((document) => document.id === uploaded.id) ?? uploaded);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <PageHeader
        title="Documents"
        description="Wills, policies, deeds, statements and IDs, encrypted and easy for your family to find."
        actions={
          <>
            <FamilySelector />
            {addTarget ? (
              <Button onClick={openPicker}>
                <Upload aria-hidden />
                Upload Document
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {addTarget ? (
        <DocumentDropZone onFiles={uploads.add} inputRef={picker} empty={empty} />
      ) : (
        empty && (
          <EmptyState
            icon={<FolderOpen aria-hidden />}
            title="No documents yet"
            description={VIEW_ONLY_EMPTY}
          />
        )
      )}
      <UploadList
        uploads={uploads.uploads}
        onAddDetails={addDetails}
        onDismiss={uploads.dismiss}
        onClearFinished={uploads.clearFinished}
      />
      {!empty && <DocumentsToolbar view={view} />}
      <DocumentsContent view={view} actions={actions} empty={empty} />
      {previewing && <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />}
      {editing && <EditDocumentDialog document={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

export { DocumentsPage as Component };
