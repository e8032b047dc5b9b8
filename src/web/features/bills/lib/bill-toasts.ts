import { toast } from 'sonner';
import { BILL_MESSAGES, extractedMessage } from '@shared/bills/bill-schemas';
import { ApiError, errorMessage } from '@web/lib/api-error';

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec §8: "Upload failed" with the server's reason, or "Not authenticated" when signed out. */
export function toastUploadFailure(error: unknown) {
  if (signedOut(error)) {
    toast.error(BILL_MESSAGES.notAuthenticated);
    return;
  }
  toast.error(BILL_MESSAGES.uploadFailedTitle, {
    description: errorMessage(error, BILL_MESSAGES.uploadFailedText),
  });
}

/** Spec §8: how many bills were read, or "Processing failed" when none was. */
export function toastExtractionSummary(succeeded: number, failed: number) {
  if (succeeded === 0) {
    toast.error(BILL_MESSAGES.processingFailedTitle, {
      description: BILL_MESSAGES.processingFailedText,
    });
    return;
  }
  toast.success(extractedMessage(succeeded, failed));
}

/** The processing request itself failed (not one bill): signed out, or nothing could be read. */
export function toastProcessingFailure(error: unknown) {
  if (signedOut(error)) {
    toast.error(BILL_MESSAGES.notAuthenticated);
    return;
  }
  toast.error(BILL_MESSAGES.processingFailedTitle, {
    description: errorMessage(error, BILL_MESSAGES.processingFailedText),
  });
}
