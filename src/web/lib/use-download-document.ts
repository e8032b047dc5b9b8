import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { TDocument } from '@shared/documents/document-schemas';
import { errorMessage } from './api-error';
import { startDownload } from './start-download';
import { requestDocumentLink } from './document-link';

/** Download: ask for a signed attachment link, then let the browser save the file. */
export function useDownloadDocument() {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async (document: TDocument) => {
    setBusy(true);
    try {
      const link = await requestDocumentLink(document.id, 'attachment');
      startDownload(link.url, document.fileName);
    } catch (error) {
      toast.error('Failed to download document', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }, []);
  return { download, busy };
}
