import { useAddTargetOpens, useHouseholdOpens } from '@web/lib/use-household-scope';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ExternalLink, FileText, Paperclip, X } from 'lucide-react';
import {
  DOCUMENT_ACCEPT,
  MAX_DOCUMENT_BYTES,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { documentHref } from '@shared/finance/obligation-links';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { errorMessage } from '@web/lib/api-error';
import { documentIdFromOpenUrl, documentOpenUrl } from '@web/lib/document-open-url';
import { useDocuments } from '@web/lib/household-data';
import { documentNameFromFile } from '@web/lib/upload-document';
import { useUploadDocument } from '@web/lib/use-upload-document';
import { useUploadProgress } from '@web/lib/use-upload-progress';
import { useExpenseFormContext } from './use-expense-form-context';

/** A file being sent: its spec §4 progress (mounted per upload, so each starts from 0). */
function UploadingFile({ fileName }: { fileName: string }) {
  const progress = useUploadProgress('uploading');
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <div className="flex items-center gap-3 text-sm">
        <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 truncate font-medium">{fileName}</span>
        <span className="text-muted-foreground tabular-nums">{progress}%</span>
      </div>
      <Progress value={progress} aria-label={`Upload of ${fileName}`} />
    </div>
  );
}

type Props = {
  /**
   * The household of the obligation being edited, whose document must be in it too; null for a
   * new obligation, whose document goes where the obligation will.
   */
  household: string | null;
  /** The form waits for an upload before saving, or the obligation would be saved without it. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The obligation's document (spec §2 card "open attached document", §7 storage): upload a file to
 * the document hub, open it in a new tab, or remove it. Removing only detaches it in the form; the
 * server deletes the stored file when the obligation is saved without it.
 */
export function DocumentField(props: Props) {
  // Attaching or removing a document changes the hub: not offered where it is not shared.
  const opens = useHouseholdOpens();
  const addingShares = useAddTargetOpens('documents');
  const shared = props.household ? opens(props.household, 'documents') : addingShares;
  return shared ? <SharedDocumentField {...props} /> : null;
}

function SharedDocumentField({ household, onUploadingChange }: Props) {
  const labelId = useId();
  const hintId = useId();
  const { form, errorOf } = useExpenseFormContext();
  const documentUrl = useWatch({ control: form.control, name: 'documentUrl' });
  const documents = useDocuments();
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const attempts = useRef(0);
  const [uploading, setUploading] = useState<{ key: number; fileName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const attachedId = documentIdFromOpenUrl(documentUrl);
  const name =
    documents.data?.find((document) => document.id === attachedId)?.name ??
    uploadedName ??
    'Attached document';
  const href = documentHref(documentUrl);
  // A stored link the API no longer takes (older data) is refused on save: Remove clears it.
  const problem = failure ?? errorOf('documentUrl');

  const attach = async (file: File) => {
    // Spec §5: a file over 10 MB is ignored (the server would refuse it anyway).
    if (file.size > MAX_DOCUMENT_BYTES) return;
    setFailure(null);
    attempts.current += 1;
    setUploading({ key: attempts.current, fileName: file.name });
    onUploadingChange(true);
    try {
      const details: TDocumentDetails = {
        name: documentNameFromFile(file.name),
        category: 'other',
        tags: [],
        link: null,
        expiresOn: null,
      };
      const document = await upload(file, details, household ? { id: household } : undefined);
      setUploadedName(document.name);
      form.setValue('documentUrl', documentOpenUrl(document.id), { shouldDirty: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(null);
      onUploadingChange(false);
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        Document
      </span>
      {documentUrl ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border p-3">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
          {href && (
            <Button asChild variant="outline" size="sm">
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${name} (opens in a new tab)`}
              >
                <ExternalLink aria-hidden />
                Open
              </a>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${name}`}
            aria-describedby={problem ? hintId : undefined}
            onClick={() => {
              form.setValue('documentUrl', null, { shouldDirty: true });
              form.clearErrors('documentUrl');
            }}
          >
            <X aria-hidden />
            Remove
          </Button>
        </div>
      ) : uploading ? (
        <UploadingFile key={uploading.key} fileName={uploading.fileName} />
      ) : (
        <div>
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            <Paperclip aria-hidden />
            Upload document
          </Button>
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hidden
            aria-label="Upload document"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void attach(file);
            }}
          />
        </div>
      )}
      {problem ? (
        <p id={hintId} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : (
        !documentUrl && (
          <p id={hintId} className="text-sm text-muted-foreground">
            A bill or statement: PDF, JPG, PNG, Word or Excel, up to 10 MB. It is kept in Documents
            too.
          </p>
        )
      )}
    </div>
  );
}
