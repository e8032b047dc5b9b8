import { toast } from 'sonner';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { AI_MESSAGES } from './ai-messages';

function toastSignedOut(): void {
  toast.error(AI_MESSAGES.notAuthenticatedTitle, {
    description: AI_MESSAGES.notAuthenticatedText,
  });
}

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec §8: a question that failed says "Failed to process request" (or that one is signed out). */
export function toastChatFailure(error: unknown): void {
  if (signedOut(error)) return toastSignedOut();
  toast.error(AI_MESSAGES.errorTitle, { description: AI_MESSAGES.chatFailedText });
}

/** Spec §8: any other action that failed shows "Error" with the server's message. */
export function toastActionFailure(error: unknown): void {
  if (signedOut(error)) return toastSignedOut();
  toast.error(AI_MESSAGES.errorTitle, { description: errorMessage(error) });
}
