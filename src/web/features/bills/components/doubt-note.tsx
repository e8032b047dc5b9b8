import { AlertTriangle } from 'lucide-react';
import { doubtText, type FieldDoubt } from '../lib/low-confidence';

/**
 * Marks a value the reader was unsure of: an icon and words (not colour alone), with the text
 * printed on the bill, so the person can compare without opening the photo.
 */
export function DoubtNote({ doubt, id }: { doubt: FieldDoubt | undefined; id?: string }) {
  if (!doubt) return null;
  return (
    <span
      id={id}
      className="flex items-start gap-1 text-xs font-medium text-amber-700 dark:text-amber-400"
    >
      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
      {doubtText(doubt)}
    </span>
  );
}
