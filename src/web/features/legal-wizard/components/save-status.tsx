import { formatSavedAt } from '../lib/draft-progress';

type Props = {
  saving: boolean;
  failed: boolean;
  /** The draft's last save (ISO). */
  savedAt: string;
};

/** "Saved" said politely after each step's save, so a screen reader hears it without a jump. */
export function SaveStatus({ saving, failed, savedAt }: Props) {
  return (
    <p aria-live="polite" role="status" className="text-sm text-muted-foreground">
      {saving
        ? 'Saving…'
        : failed
          ? 'Not saved: your answers are still here, try again.'
          : `Saved ${formatSavedAt(savedAt)}`}
    </p>
  );
}
