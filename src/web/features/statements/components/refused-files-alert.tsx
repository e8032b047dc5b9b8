import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import type { RefusedFile } from '../lib/chosen-files';

/** The files just picked that were left out, each with why; read out as it appears. */
export function RefusedFilesAlert({ refused }: { refused: readonly RefusedFile[] }) {
  if (refused.length === 0) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <AlertTitle>
        {refused.length === 1 ? 'A file was left out' : 'Files were left out'}
      </AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {refused.map((file) => (
            <li key={`${file.fileName}-${file.message}`}>
              <span className="font-medium break-all text-foreground">{file.fileName}</span>:{' '}
              {file.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
