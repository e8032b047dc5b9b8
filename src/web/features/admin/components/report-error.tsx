import { AlertCircle } from 'lucide-react';
import { LoadError } from '@web/components/load-error';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { ApiError } from '@web/lib/api-error';

type Props = { title: string; error: unknown; onRetry: () => void; retrying: boolean };

/**
 * A report that could not be made. A period the server refuses, or a role taken away meanwhile,
 * says why (trying again would not help); anything else offers to try again.
 */
export function ReportError({ title, error, onRetry, retrying }: Props) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircle aria-hidden />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }
  return <LoadError title={title} onRetry={onRetry} retrying={retrying} />;
}
