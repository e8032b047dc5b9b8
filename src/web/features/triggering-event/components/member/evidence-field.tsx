import type { UseFormReturn } from 'react-hook-form';
import type { TReportEventInput } from '@shared/triggering-event/event-schemas';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { TextLink } from '@web/components/ui/text-link';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { useHouseholdDocuments } from '../../api/household-documents-query';
import type { ReportFormValues } from '../../lib/report-form';

type Props = {
  form: UseFormReturn<ReportFormValues, unknown, TReportEventInput>;
  ownerId: string;
  ownerName: string;
};

/**
 * Where a missing document comes from: someone who may add to the household uploads it to the
 * document hub; someone who may only look cannot, and is not sent there for nothing.
 */
function AddEvidenceHint({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  const { sources } = useOwnerSelection();
  const canAdd = sources.some((source) => source.id === ownerId && source.canAdd);
  return canAdd ? (
    <>
      To add one, upload it to the <TextLink to="/nido-hub">Documents hub</TextLink> first.
    </>
  ) : (
    <>Only documents already in {ownerName}’s Documents hub can be chosen.</>
  );
}

/**
 * A death certificate or physician's letter already in the household's document hub. Uploading
 * happens there (with its checks and encryption), so this only points at a document.
 */
export function EvidenceField({ form, ownerId, ownerName }: Props) {
  const documents = useHouseholdDocuments(ownerId);
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
          <AddEvidenceHint ownerId={ownerId} ownerName={ownerName} />
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
