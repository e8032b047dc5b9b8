import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  DOCUMENT_UPLOADED,
  DOCUMENT_UPLOAD_FAILED,
  type TDocument,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { errorMessage } from './api-error';
import { householdKeys } from './household-data';
import { useHouseholdPermissions } from './household-permissions';
import type { DataSource } from './owner-selection';
import { uploadDocument } from './upload-document';

/** Every selection's document list and searches. */
export const documentListsKey = [...householdKeys.all, 'documents'] as const;

/**
 * Uploads one file with the spec §8 toasts ("Document uploaded successfully" / "Failed to upload
 * document", the server's reason underneath) and refreshes the document lists. A failure is
 * rethrown after its toast, so the caller can mark that file as failed. The file goes to the
 * household on screen that the person may add to, unless the caller names another (an obligation
 * being edited keeps its document in its own household).
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  return useCallback(
    async (
      file: File,
      details: TDocumentDetails,
      household: Pick<DataSource, 'id'> | null = addTarget,
    ): Promise<TDocument> => {
      let document: TDocument;
      try {
        document = await uploadDocument(file, details, { household });
      } catch (error) {
        toast.error(DOCUMENT_UPLOAD_FAILED, { description: errorMessage(error) });
        throw error;
      }
      toast.success(DOCUMENT_UPLOADED);
      void queryClient.invalidateQueries({ queryKey: documentListsKey });
      return document;
    },
    [queryClient, addTarget],
  );
}
