import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import type { TEstateGap } from '@shared/estate/estate-summary-schemas';
import { OwnerBadge } from '@web/components/owner-badge';
import { Badge } from '@web/components/ui/badge';
import { TextLink } from '@web/components/ui/text-link';

const SEVERITY_LABELS: Record<TEstateGap['severity'], string> = {
  high: 'Important',
  medium: 'Worth fixing',
  low: 'When you can',
};
const SEVERITY_VARIANTS = { high: 'destructive', medium: 'secondary', low: 'outline' } as const;

function GapItem({ gap }: { gap: TEstateGap }) {
  const titleId = useId();
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="font-medium wrap-anywhere">
          {gap.title}
        </h4>
        <div className="flex flex-wrap gap-1.5">
          <OwnerBadge ownerId={gap.ownerId} />
          <Badge variant={SEVERITY_VARIANTS[gap.severity]}>{SEVERITY_LABELS[gap.severity]}</Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{gap.explanation}</p>
      {/* The title is the link's context: a list can hold several "Name a beneficiary". */}
      <TextLink to={gap.fix.to} className="w-fit text-sm" aria-describedby={titleId}>
        {gap.fix.label}
      </TextLink>
    </li>
  );
}

/** Issue 14 "Conflicts and gaps": each with why it matters and where to fix it, most serious first. */
export function GapList({ gaps }: { gaps: readonly TEstateGap[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Conflicts and gaps
      </h3>
      {gaps.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheck className="size-4 text-primary" aria-hidden />
          No conflicts or gaps: every check of the plan passes.
        </p>
      ) : (
        <ul className="grid gap-3">
          {gaps.map((gap) => (
            <GapItem key={gap.key} gap={gap} />
          ))}
        </ul>
      )}
    </section>
  );
}
