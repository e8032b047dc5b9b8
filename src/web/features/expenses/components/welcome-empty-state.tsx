import { PenLine, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

type Props = {
  /** Both null for someone who may only view the households on screen. */
  onManualEntry: (() => void) | null;
  onAiUpload: (() => void) | null;
};

/** Spec §2 empty state: the two ways in, offered only to someone who may add here. */
export function WelcomeEmptyState({ onManualEntry, onAiUpload }: Props) {
  return (
    <section
      aria-labelledby="expenses-welcome"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-14 text-center"
    >
      <h2 id="expenses-welcome" className="text-xl font-semibold">
        Welcome to Nido!
      </h2>
      <p className="max-w-prose text-muted-foreground">
        {onManualEntry
          ? 'Start with the bills your household pays: the mortgage or rent, car payments, insurance, school fees. Upload photos or PDFs of them and Nido reads them for you, or enter them by hand. Nido totals them by month so your family always knows what is due and where it is paid from.'
          : VIEW_ONLY_EMPTY}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onAiUpload && (
          <Button onClick={onAiUpload}>
            <Sparkles aria-hidden />
            AI-Powered Upload
          </Button>
        )}
        {onManualEntry && (
          <Button variant="outline" onClick={onManualEntry}>
            <PenLine aria-hidden />
            Manual Entry
          </Button>
        )}
      </div>
    </section>
  );
}
