import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZDocumentResponse, type TDocumentDetails } from '@shared/documents/document-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { documentKeys } from './document-keys';

function documentPath(id: string): string {
  return `/documents/${encodeURIComponent(id)}`;
}

/** Rename, recategorise, tag, link or date a document (PATCH with all its details). */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, details }: { id: string; details: TDocumentDetails }) =>
      (await api(documentPath(id), { method: 'PATCH', body: details, schema: ZDocumentResponse }))
        .document,
    onSuccess: async () => {
      toast.success('Document updated');
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) =>
      toast.error('Failed to update document', { description: errorMessage(error) }),
  });
}

/** Deletes the document and, on the server, its stored file. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(documentPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      toast.success('Document deleted');
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) =>
      toast.error('Failed to delete document', { description: errorMessage(error) }),
  });
}
