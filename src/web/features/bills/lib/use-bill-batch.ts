import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import {
  BILL_MESSAGES,
  MAX_BILLS_PER_UPLOAD,
  NO_PROPOSALS,
  type TBillExtractionResult,
  type TUploadedBill,
} from '@shared/bills/bill-schemas';
import { MAX_DOCUMENT_BYTES } from '@shared/documents/document-schemas';
import { errorMessage } from '@web/lib/api-error';
import { householdKeys } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import type { UploadStatus } from '@web/lib/use-upload-progress';
import { processBills } from '../api/process-bills';
import { uploadBill } from '../api/upload-bill';
import { toastExtractionSummary, toastProcessingFailure, toastUploadFailure } from './bill-toasts';

/** A chosen file: waiting for Upload & Process, then on its way, then uploaded or refused. */
export type ChosenBill = {
  id: number;
  file: File;
  status: 'waiting' | UploadStatus;
  /** Kept once uploaded, so trying again after a failed read does not send the file again. */
  uploaded: TUploadedBill | null;
  error: string | null;
};

/** What reading one bill gave, beside the file it came from. */
export type BillOutcome = { id: number; fileName: string; result: TBillExtractionResult };

/** Spec §4 upload flow: choosing, uploading (per file), processing with AI, results. */
export type BatchPhase = 'choosing' | 'uploading' | 'processing' | 'results';

let nextBillId = 1;

/** A file the upload refused, shown among the results with the reason. */
function refusedResult(item: ChosenBill, error: unknown): TBillExtractionResult {
  return {
    success: false,
    error: errorMessage(error),
    imageUrl: '',
    documentId: null,
    fileName: item.file.name,
    data: null,
    evidence: {},
    match: null,
    duplicate: null,
    proposals: NO_PROPOSALS,
  };
}

/**
 * The files chosen for scanning and what became of them. Spec §5: files over 10 MB are left out
 * without a word (the server refuses them anyway); more than MAX_BILLS_PER_UPLOAD are left out
 * with a note before anything is sent, since the server reads at most that many a request. The
 * server's limits (uploads a minute, bytes a day, reads at once) answer 429 with a message that
 * says what to do; it is shown on the file's row and in the "Upload failed" or "Processing
 * failed" toast.
 */
export function useBillBatch({ maxFiles = MAX_BILLS_PER_UPLOAD }: { maxFiles?: number } = {}) {
  const { addTarget } = useHouseholdPermissions();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ChosenBill[]>([]);
  const [phase, setPhase] = useState<BatchPhase>('choosing');
  const [outcomes, setOutcomes] = useState<BillOutcome[]>([]);
  // Closing the dialog mid-way abandons the run: no state or toasts after that.
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const patch = useCallback((id: number, change: Partial<ChosenBill>) => {
    setFiles((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const choose = useCallback(
    (picked: Iterable<File>, current: readonly ChosenBill[]): ChosenBill[] => {
      const fitting = [...picked].filter((file) => file.size <= MAX_DOCUMENT_BYTES);
      const kept = maxFiles === 1 ? [] : [...current];
      const room = Math.max(0, maxFiles - kept.length);
      if (maxFiles > 1 && fitting.length > room) {
        toast.warning(`Up to ${maxFiles} bills at a time`, {
          description: `${fitting.length - room} file(s) were left out. Add them once these are read.`,
        });
      }
      return [
        ...kept,
        ...fitting.slice(0, maxFiles === 1 ? 1 : room).map((file) => ({
          id: nextBillId++,
          file,
          status: 'waiting' as const,
          uploaded: null,
          error: null,
        })),
      ];
    },
    [maxFiles],
  );

  const uploadAll = useCallback(
    async (chosen: readonly ChosenBill[], signal: AbortSignal) => {
      const answers = await Promise.all(
        chosen.map(async (item) => {
          if (item.uploaded) return { item, uploaded: item.uploaded, error: null };
          patch(item.id, { status: 'uploading', error: null });
          try {
            const uploaded = await uploadBill(item.file, addTarget, signal);
            patch(item.id, { status: 'done', uploaded });
            return { item, uploaded, error: null };
          } catch (error) {
            if (!signal.aborted) patch(item.id, { status: 'failed', error: errorMessage(error) });
            return { item, uploaded: null, error };
          }
        }),
      );
      const refused = answers.find((answer) => answer.uploaded === null);
      if (refused && !signal.aborted) toastUploadFailure(refused.error);
      // The bills are documents now: the document pickers must list them.
      if (answers.some((answer) => answer.uploaded))
        void queryClient.invalidateQueries({ queryKey: [...householdKeys.all, 'documents'] });
      return answers;
    },
    [addTarget, patch, queryClient],
  );

  const process = useCallback(
    async (chosen: readonly ChosenBill[]): Promise<BillOutcome[] | null> => {
      if (chosen.length === 0) {
        toast.error(BILL_MESSAGES.noFilesTitle, { description: BILL_MESSAGES.noFilesText });
        return null;
      }
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      setPhase('uploading');
      const answers = await uploadAll(chosen, signal);
      if (signal.aborted) return null;
      const uploads = answers.flatMap(({ item, uploaded }) =>
        uploaded ? [{ item, uploaded }] : [],
      );
      if (uploads.length === 0) {
        setPhase('choosing');
        return null;
      }
      setPhase('processing');
      let results: TBillExtractionResult[];
      try {
        results = await processBills(
          uploads.map(({ uploaded }) => uploaded.url),
          addTarget,
          signal,
        );
      } catch (error) {
        if (signal.aborted) return null;
        toastProcessingFailure(error);
        setPhase('choosing');
        return null;
      }
      if (signal.aborted) return null;
      // In the order chosen; a file the server refused is a failed row of its own (spec §8).
      const read = new Map(uploads.map(({ item }, index) => [item.id, results[index]]));
      const done = answers.flatMap(({ item, uploaded, error }) => {
        const result = uploaded ? read.get(item.id) : refusedResult(item, error);
        return result ? [{ id: item.id, fileName: item.file.name, result }] : [];
      });
      const succeeded = done.filter((outcome) => outcome.result.success).length;
      toastExtractionSummary(succeeded, done.length - succeeded);
      setOutcomes(done);
      setPhase('results');
      return done;
    },
    [uploadAll, addTarget],
  );

  /** Upload & Process the files chosen so far. */
  const start = useCallback(() => process(files), [process, files]);
  /** Choose and at once upload and read (the AI Extract tab's one photo). */
  const chooseAndStart = useCallback(
    (picked: Iterable<File>) => {
      const chosen = choose(picked, []);
      setFiles(chosen);
      return chosen.length > 0 ? process(chosen) : Promise.resolve(null);
    },
    [choose, process],
  );
  // Worked out from this render's files (not in a state updater) so the note toasts only once.
  const add = useCallback(
    (picked: Iterable<File>) => setFiles(choose(picked, files)),
    [choose, files],
  );
  const remove = useCallback(
    (id: number) => setFiles((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const reset = useCallback(() => {
    run.current?.abort();
    setFiles([]);
    setOutcomes([]);
    setPhase('choosing');
  }, []);

  return { files, phase, outcomes, add, remove, start, chooseAndStart, reset };
}
