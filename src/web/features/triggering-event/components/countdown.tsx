import { formatMoment } from '../lib/event-dates';
import { timeLeftInWords } from '../lib/time-left';
import { useNow } from '../lib/use-now';

/** The time left before a waiting report unlocks, in words, with the exact moment beside it. */
export function Countdown({ unlocksAt }: { unlocksAt: string }) {
  const now = useNow();
  return (
    <p className="text-sm">
      <span className="font-semibold">{timeLeftInWords(new Date(unlocksAt), now)}</span>
      <span className="text-muted-foreground"> · unlocks {formatMoment(unlocksAt)}</span>
    </p>
  );
}
