import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { TPortfolioObservation } from '@shared/ai-insights/ai-schemas';
import { cn } from '@web/lib/utils';

const TONES = {
  info: { icon: Info, label: 'Note', className: 'text-muted-foreground' },
  good: { icon: CheckCircle2, label: 'Good', className: 'text-success' },
  warning: { icon: AlertTriangle, label: 'Worth a look', className: 'text-destructive' },
} as const;

/** Plain-language observations (concentration, cash share, gain against cost), each with its tone. */
export function PortfolioObservations({
  observations,
}: {
  observations: readonly TPortfolioObservation[];
}) {
  if (observations.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Observations">
      {observations.map((observation) => {
        const tone = TONES[observation.tone];
        const Icon = tone.icon;
        return (
          <li key={observation.text} className="flex gap-2 rounded-lg border bg-card p-3 text-sm">
            <Icon className={cn('mt-0.5 size-4 shrink-0', tone.className)} aria-hidden />
            <p>
              <span className="sr-only">{tone.label}: </span>
              {observation.text}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
