import { toast } from 'sonner';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { AI_MESSAGES } from './ai-messages';
import type { ToastPlacement } from './toast-placement';

function toastSignedOut(position: ToastPlacement): void {
  toast.error(AI_MESSAGES.notAuthenticatedTitle, {
    description: AI_MESSAGES.notAuthenticatedText,
    position,
  });
}

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

const rateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * Spec §8: a question that failed says "Failed to process request" (or that one is signed out).
 * Too many questions in a minute says so instead: "failed" would only invite an immediate retry.
 */
export function toastChatFailure(error: unknown, position: ToastPlacement): void {
  if (signedOut(error)) return toastSignedOut(position);
  const description = rateLimited(error) ? errorMessage(error) : AI_MESSAGES.chatFailedText;
  toast.error(AI_MESSAGES.errorTitle, { description, position });
}

/** Spec §8: any other action that failed shows "Error" with the server's message. */
export function toastActionFailure(error: unknown, position: ToastPlacement): void {
  if (signedOut(error)) return toastSignedOut(position);
  toast.error(AI_MESSAGES.errorTitle, { description: errorMessage(error), position });
}
