import { useCallback, useState } from 'react';
import {
  MAX_DOCUMENT_BYTES,
  type TDocument,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import { errorMessage } from '@web/lib/api-error';
import { documentNameFromFile } from '@web/lib/upload-document';
import { useUploadDocument } from '@web/lib/use-upload-document';
import type { UploadStatus } from '@web/lib/use-upload-progress';

export type DocumentUpload = {
  id: number;
  fileName: string;
  status: UploadStatus;
  /** The saved document, once uploaded (its details can then be filled in). */
  document: TDocument | null;
  /** Why it failed, in the server's words. */
  error: string | null;
};

let nextUploadId = 1;

/**
 * The Documents screen's uploads. Each accepted file is sent at once with details taken from the
 * file (its name, the category being viewed), so a drop of several files never waits on a form
 * per file; the person adds tags, a link or an expiry date afterwards ("Add details"). Spec §5:
 * files over 10 MB are left out without a word, and the server refuses them anyway.
 */
export function useDocumentUploads(category: TDocumentCategory) {
  const upload = useUploadDocument();
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);

  const update = useCallback((id: number, patch: Partial<DocumentUpload>) => {
    setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const accepted = [...files].filter((file) => file.size <= MAX_DOCUMENT_BYTES);
      const started = accepted.map((file) => ({ file, id: nextUploadId++ }));
      setUploads((current) => [
        ...started.map(({ file, id }) => ({
          id,
          fileName: file.name,
          status: 'uploading' as const,
          document: null,
          error: null,
        })),
        ...current,
      ]);
      for (const { file, id } of started) {
        upload(file, {
          name: documentNameFromFile(file.name),
          category,
          tags: [],
          link: null,
          expiresOn: null,
        }).then(
          (document) => update(id, { status: 'done', document }),
          (error: unknown) => update(id, { status: 'failed', error: errorMessage(error) }),
        );
      }
    },
    [category, update, upload],
  );

  const dismiss = useCallback(
    (id: number) => setUploads((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const clearFinished = useCallback(
    () => setUploads((current) => current.filter((item) => item.status === 'uploading')),
    [],
  );

  return { uploads, add, dismiss, clearFinished };
}
