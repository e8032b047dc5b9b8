import { useState } from 'react';
import { toast } from 'sonner';
import { requestDocumentLink } from '@web/lib/document-link';
import { startDownload } from '@web/lib/start-download';
import { errorMessage } from '@web/lib/api-error';

/** Downloads a generated PDF the way the document hub does: a signed attachment link. */
export function useDownloadPdf() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (documentId: string, name: string) => {
    setBusyId(documentId);
    try {
      const link = await requestDocumentLink(documentId, 'attachment');
      startDownload(link.url, `${name}.pdf`);
    } catch (error) {
      toast.error('Failed to download document', { description: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
