import { PenLine } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * Spec §2 empty state. The spec's second way in, AI-Powered Upload, comes with bill scanning;
 * until then only what works is offered.
 */
export function WelcomeEmptyState({ onManualEntry }: { onManualEntry: () => void }) {
  return (
    <section
      aria-labelledby="expenses-welcome"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-14 text-center"
    >
      <h2 id="expenses-welcome" className="text-xl font-semibold">
        Welcome to Nido!
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Start with the bills your household pays: the mortgage or rent, car payments, insurance,
        school fees. Nido totals them by month so your family always knows what is due and where it
        is paid from.
      </p>
      <Button onClick={onManualEntry}>
        <PenLine aria-hidden />
        Manual Entry
      </Button>
    </section>
  );
}
