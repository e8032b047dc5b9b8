import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import type { TDocument } from '@shared/documents/document-schemas';
import { LoadError } from '@web/components/load-error';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Spinner } from '@web/components/ui/spinner';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { documentKeys } from '../api/document-keys';
import { requestDocumentLink } from '@web/lib/document-link';
import { useDownloadDocument } from '@web/lib/use-download-document';
import { fileSummary } from '../lib/document-format';
import { previewKind } from '../lib/preview-kind';

/**
 * Shows a PDF (the browser's viewer in a frame) or an image from a signed inline link, asked for
 * when the dialog opens. The link is not kept after the dialog closes: it is a capability with an
 * expiry, and the next opening gets a fresh one.
 */
export function PreviewDialog({ document, onClose }: { document: TDocument; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const kind = previewKind(document.fileType);
  const link = useQuery({
    queryKey: documentKeys.preview(document.id),
    queryFn: () => requestDocumentLink(document.id, 'inline'),
    gcTime: 0,
  });
  const { download, busy } = useDownloadDocument();

  let body;
  if (link.isPending) body = <Spinner label="Loading the preview…" className="size-6" />;
  else if (link.isError)
    body = (
      <LoadError
        title="We couldn't open this document"
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
        inCard
      />
    );
  else if (kind === 'pdf')
    // Not sandboxed: browsers refuse to run their PDF viewer in a sandboxed frame. The file comes
    // from our own origin with nosniff and a restrictive CSP of its own.
    body = (
      <iframe
        src={link.data.url}
        title={`Preview of ${document.name}`}
        className="h-[65vh] w-full rounded-md border bg-muted"
      />
    );
  else
    body = (
      <img
        src={link.data.url}
        alt={document.name}
        className="mx-auto max-h-[65vh] w-auto rounded-md object-contain"
      />
    );

  return (
    <DialogFrame
      onClose={onClose}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      className="sm:max-w-4xl"
      titleClassName="leading-snug break-words"
      title={document.name}
      description={fileSummary(document)}
    >
      <div className="flex min-h-40 items-center justify-center">{body}</div>
      <DialogFooter>
        {link.data && (
          <Button variant="outline" asChild>
            <a href={link.data.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Open in new tab
            </a>
          </Button>
        )}
        <BusyButton busy={busy} busyLabel="Preparing…" onClick={() => void download(document)}>
          <Download aria-hidden />
          Download
        </BusyButton>
      </DialogFooter>
    </DialogFrame>
  );
}
