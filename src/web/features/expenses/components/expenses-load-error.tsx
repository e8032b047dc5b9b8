import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

type Props = { message: string; onRefresh: () => void; refreshing: boolean };

/**
 * Spec §2 error state. "Refresh Page" asks for the obligations again rather than reloading the
 * whole app: the same outcome for the user, without losing the session's state.
 */
export function ExpensesLoadError({ message, onRefresh, refreshing }: Props) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <AlertTitle>Error Loading Expenses</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{message}</p>
        <Button variant="outline" className="w-fit" onClick={onRefresh} disabled={refreshing}>
          Refresh Page
        </Button>
      </AlertDescription>
    </Alert>
  );
}
