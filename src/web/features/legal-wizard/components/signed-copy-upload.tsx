import { useState, type FormEvent } from 'react';
import { DOCUMENT_ACCEPT } from '@shared/documents/document-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { localIsoDay } from '@web/lib/local-day';
import { useUploadSignedCopy } from '../api/legal-mutations';

/**
 * "Upload the signed copy": the scan goes to the document hub and marks the estate plan's
 * cards signed on the day given.
 */
export function SignedCopyUpload({ draftId }: { draftId: string }) {
  const upload = useUploadSignedCopy(draftId);
  const today = localIsoDay(new Date());
  const [file, setFile] = useState<File | null>(null);
  const [signedOn, setSignedOn] = useState(today);
  const [error, setError] = useState<{ file?: string; signedOn?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(file ? {} : { file: 'Choose the scan or photo of the signed document' }),
      ...(signedOn ? {} : { signedOn: 'Enter the date it was signed' }),
    };
    setError(missing);
    if (!file || !signedOn) return;
    upload.mutate({ file, signedOn }, { onSuccess: () => setFile(null) });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border p-4">
      <h4 className="font-semibold">Upload the signed copy</h4>
      <p className="text-sm text-muted-foreground">
        Once you have signed it before the witnesses (and notary, where needed), upload a scan. Your
        estate plan then shows the document as signed. Keep the paper original safe.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="legal-signed-file"
          label="Signed copy"
          hint="A PDF or a photo of each page, up to 10 MB"
          error={error.file}
        >
          {(control) => (
            <Input
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="h-auto py-1.5"
              {...control}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field id="legal-signed-on" label="Date signed" error={error.signedOn}>
          {(control) => (
            <Input
              type="date"
              max={today}
              value={signedOn}
              onChange={(event) => setSignedOn(event.target.value)}
              {...control}
            />
          )}
        </Field>
      </div>
      <BusyButton type="submit" busy={upload.isPending} busyLabel="Uploading…" className="w-fit">
        Upload the signed copy
      </BusyButton>
    </form>
  );
}
