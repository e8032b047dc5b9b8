import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TDocument, TDocumentDetails } from '@shared/documents/document-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useUpdateDocument } from '../api/document-mutations';
import {
  DOCUMENT_FORM_FIELDS,
  ZDocumentForm,
  documentFormValues,
  type DocumentFormValues,
} from '../lib/document-form';
import { fileSummary } from '../lib/document-format';
import { DocumentFormFields } from './document-form-fields';

type Props = {
  document: TDocument;
  onClose: () => void;
};

/**
 * Rename a document and set its category, tags, link and expiry date (PATCH with all details).
 * Also opened by "Add details" right after an upload. Mounted only while open, so each opening
 * starts from the document's current details.
 */
export function EditDocumentDialog({ document, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const update = useUpdateDocument();
  const form = useForm<DocumentFormValues, unknown, TDocumentDetails>({
    resolver: zodResolver(ZDocumentForm),
    defaultValues: documentFormValues(document),
  });
  const submit = form.handleSubmit((details) =>
    update.mutate(
      { id: document.id, details },
      {
        onSuccess: onClose,
        onError: (error) => applyServerFieldErrors(error, form.setError, DOCUMENT_FORM_FIELDS),
      },
    ),
  );
  const busy = update.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Document</DialogTitle>
          <DialogDescription className="break-words">
            {document.fileName} · {fileSummary(document)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <DocumentFormFields form={form} currentLink={document.link} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel="Saving…">
              Save changes
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
