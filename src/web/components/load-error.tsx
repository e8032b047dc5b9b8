import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

type Props = {
  /** "We couldn't load …" */
  title: string;
  onRetry: () => void;
  /** While the retry runs the button waits, so one click is one request. */
  retrying: boolean;
  /** Inside a card: a small "Retry" that says "Retrying…" while it runs. On a page: "Try again". */
  inCard?: boolean;
};

/** Data that could not be loaded says so where it would have been, and offers to try again. */
export function LoadError({ title, onRetry, retrying, inCard = false }: Props) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>Check your connection and try again.</p>
        <Button
          variant="outline"
          size={inCard ? 'sm' : 'default'}
          className="w-fit"
          onClick={onRetry}
          disabled={retrying}
        >
          {inCard ? (retrying ? 'Retrying…' : 'Retry') : 'Try again'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
