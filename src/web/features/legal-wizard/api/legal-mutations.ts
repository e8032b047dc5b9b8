import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DOCUMENT_UPLOADED, DOCUMENT_UPLOAD_FAILED } from '@shared/documents/document-schemas';
import type {
  TCreateLegalDraft,
  TLegalDraft,
  TLegalGenerated,
  TSaveLegalDraft,
} from '@shared/legal/legal-api';
import { api } from '@web/lib/api';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { postMultipart } from '@web/lib/post-multipart';
import { documentListsKey } from '@web/lib/use-upload-document';
import { draftPath } from './legal-queries';
import { legalKeys } from './legal-keys';

/** A draft's answer replaces the cached draft, and every list showing drafts is refreshed. */
function useKeepDraft() {
  const queryClient = useQueryClient();
  return (draft: TLegalDraft) => {
    queryClient.setQueryData(legalKeys.draft(draft.id), draft);
    void queryClient.invalidateQueries({ queryKey: [...legalKeys.all, 'drafts'] });
    void queryClient.invalidateQueries({ queryKey: legalKeys.checks(draft.id) });
  };
}

export function useCreateLegalDraft() {
  const keep = useKeepDraft();
  return useMutation({
    mutationFn: (input: TCreateLegalDraft) =>
      api('/legal-wizard/drafts', { method: 'POST', body: input }) as Promise<TLegalDraft>,
    onSuccess: keep,
  });
}

/** Saves one step: the whole answers object and the step to come back to. */
export function useSaveLegalDraft(id: string) {
  const keep = useKeepDraft();
  return useMutation({
    mutationFn: (input: TSaveLegalDraft) =>
      api(draftPath(id), { method: 'PATCH', body: input }) as Promise<TLegalDraft>,
    onSuccess: keep,
    onError: (error) => {
      // Field messages are shown beside their fields by the step that sent them.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) return;
      toast.error('Could not save your answers', { description: errorMessage(error) });
    },
  });
}

export function useGenerateLegalDocument(id: string) {
  const queryClient = useQueryClient();
  const keep = useKeepDraft();
  return useMutation({
    mutationFn: (replaceCurrent: boolean) =>
      api(`${draftPath(id)}/generate`, {
        method: 'POST',
        body: { replaceCurrent },
      }) as Promise<TLegalGenerated>,
    onSuccess: (generated) => {
      keep(generated.draft);
      // The PDF is a new hub document and lands on the estate plan's cards.
      void queryClient.invalidateQueries({ queryKey: documentListsKey });
      void queryClient.invalidateQueries({ queryKey: householdKeys.estate });
      toast.success(`Version ${generated.version} created`);
    },
    onError: (error) => {
      // 422: a check failed since the review was read; the list shows which.
      void queryClient.invalidateQueries({ queryKey: legalKeys.checks(id) });
      toast.error('Could not create the document', { description: errorMessage(error) });
    },
  });
}

/** The signed scan: it goes to the hub and marks the estate plan's cards signed. */
export function useUploadSignedCopy(id: string) {
  const queryClient = useQueryClient();
  const keep = useKeepDraft();
  return useMutation({
    mutationFn: ({ file, signedOn }: { file: File; signedOn: string }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      body.append('signedOn', signedOn);
      return postMultipart(`/api${draftPath(id)}/signed-copy`, body) as Promise<TLegalDraft>;
    },
    onSuccess: (draft) => {
      keep(draft);
      void queryClient.invalidateQueries({ queryKey: documentListsKey });
      void queryClient.invalidateQueries({ queryKey: householdKeys.estate });
      toast.success(DOCUMENT_UPLOADED);
    },
    onError: (error) => toast.error(DOCUMENT_UPLOAD_FAILED, { description: errorMessage(error) }),
  });
}

/** Deletes a draft; the documents it made stay in the hub and on the estate plan. */
export function useDeleteLegalDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(draftPath(id), { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      toast.success('Draft deleted');
      queryClient.removeQueries({ queryKey: legalKeys.draft(id) });
      await queryClient.invalidateQueries({ queryKey: [...legalKeys.all, 'drafts'] });
    },
    onError: (error) =>
      toast.error('Could not delete the draft', { description: errorMessage(error) }),
  });
}
