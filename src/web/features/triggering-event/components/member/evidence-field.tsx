import type { UseFormReturn } from 'react-hook-form';
import type { TReportEventInput } from '@shared/triggering-event/event-schemas';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { TextLink } from '@web/components/ui/text-link';
import { useEvidenceDocuments } from '../../api/evidence-documents-query';
import type { ReportFormValues } from '../../lib/report-form';

type Props = {
  form: UseFormReturn<ReportFormValues, unknown, TReportEventInput>;
  ownerId: string;
};

/**
 * A death certificate or physician's letter already in the household's document hub. Uploading
 * happens there (with its checks and encryption), so this only points at a document.
 */
export function EvidenceField({ form, ownerId }: Props) {
  const documents = useEvidenceDocuments(ownerId);
  const list = documents.data ?? [];
  return (
    <Field
      id="report-evidence"
      label="Evidence (optional)"
      error={form.formState.errors.evidenceDocumentId?.message}
      hint={
        <>
          {documents.isError
            ? 'We couldn’t load the documents. You can send the report without one. '
            : 'A death certificate or a physician’s letter. '}
          To add one, upload it to the <TextLink to="/nido-hub">Documents hub</TextLink> first.
        </>
      }
    >
      {(control) => (
        <NativeSelect
          {...control}
          disabled={documents.isPending}
          {...form.register('evidenceDocumentId')}
        >
          <option value="">{documents.isPending ? 'Loading documents…' : 'No document'}</option>
          {list.map((document) => (
            <option key={document.id} value={document.id}>
              {document.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
