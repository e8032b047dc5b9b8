import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { formatSignedPercent } from '../../lib/insight-format';

/**
 * A day's change (spec §3 `dp`): signed, with an arrow and the word, so colour is never the only
 * cue; no previous price says so.
 */
export function PriceChange({ percent }: { percent: number | null }) {
  if (percent === null) return <span className="text-muted-foreground">No earlier price</span>;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return <span className="tabular-nums">0.0% (unchanged)</span>;
  const up = rounded > 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 tabular-nums',
        up ? 'text-success' : 'text-destructive',
      )}
    >
      <Arrow className="size-4" aria-hidden />
      {formatSignedPercent(percent)} {up ? 'up' : 'down'}
    </span>
  );
}
