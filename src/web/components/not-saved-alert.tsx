import { AlertCircle } from 'lucide-react';

type Props = {
  /** What must be completed before saving. */
  problems: readonly string[];
  /** Why the last save failed, in the server's words. */
  failure: string | undefined;
};

/**
 * On a card of a review that saves several obligations at once (bills read, statements): what
 * keeps this one from being saved, read out as it appears. Nothing when there is nothing.
 */
export function NotSavedAlert({ problems, failure }: Props) {
  const messages = [...problems, ...(failure ? [failure] : [])];
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/50 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium">
          {failure ? 'Not saved yet' : 'Complete this bill before saving'}
        </p>
        <ul className="grid gap-0.5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
