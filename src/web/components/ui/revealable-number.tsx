import { useState } from 'react';
import { toast } from 'sonner';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { errorMessage } from '@web/lib/api-error';
import { Button } from './button';
import { Spinner } from './spinner';

type RevealableNumberProps = {
  /** The last 4 digits the list carries; null when no number is stored. */
  last4: string | null;
  /** Asks the server for the whole number (each time: it is never cached). */
  reveal: () => Promise<string | null>;
  /** What the number is, for the button's name: "account number of Chase Checking". */
  label: string;
  /**
   * False where the server would refuse to reveal it (an advisor whose grant keeps numbers
   * masked, issue 35): the last 4 show, without a Show button.
   */
  revealable?: boolean;
};

/**
 * A secret number shown as `****1234` with a Show button that fetches the full number, and a
 * Hide button that forgets it again. The full number lives only in this component's state.
 */
export function RevealableNumber({
  last4,
  reveal,
  label,
  revealable = true,
}: RevealableNumberProps) {
  const [full, setFull] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!last4) return <span className="text-muted-foreground">Not recorded</span>;
  if (!revealable) return <span className="font-mono tabular-nums">{maskLastFour(last4)}</span>;

  const onClick = async () => {
    if (full !== null) {
      setFull(null);
      return;
    }
    setLoading(true);
    try {
      setFull((await reveal()) ?? '');
    } catch (error) {
      toast.error('Could not show the number', { description: errorMessage(error) });
    } finally {
      setLoading(false);
    }
  };

  const shown = full !== null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono tabular-nums" aria-live="polite">
        {shown && full ? full : maskLastFour(last4)}
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2"
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={() => void onClick()}
      >
        {loading ? <Spinner /> : shown ? 'Hide' : 'Show'}
      </Button>
    </span>
  );
}
