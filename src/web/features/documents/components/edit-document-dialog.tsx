import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TDocument, TDocumentDetails } from '@shared/documents/document-schemas';
import { FormDialog } from '@web/components/ui/form-dialog';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
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
    <FormDialog
      title="Edit Document"
      description={
        <span className="break-words">
          {document.fileName} · {fileSummary(document)}
        </span>
      }
      className="sm:max-w-xl"
      onSubmit={submit}
      busy={busy}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onClose={onClose}
    >
      <DocumentFormFields form={form} currentLink={document.link} />
    </FormDialog>
  );
}
