import { PenLine } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

/**
 * Spec §2 empty state. The spec's second way in, AI-Powered Upload, comes with bill scanning;
 * until then only what works is offered, and only to someone who may add here (`onManualEntry`).
 */
export function WelcomeEmptyState({ onManualEntry }: { onManualEntry: (() => void) | null }) {
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
          ? 'Start with the bills your household pays: the mortgage or rent, car payments, insurance, school fees. Nido totals them by month so your family always knows what is due and where it is paid from.'
          : VIEW_ONLY_EMPTY}
      </p>
      {onManualEntry && (
        <Button onClick={onManualEntry}>
          <PenLine aria-hidden />
          Manual Entry
        </Button>
      )}
    </section>
  );
}
