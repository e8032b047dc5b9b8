import { Copy, Download, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { backupCodesText, downloadTextFile } from '../lib/backup-codes-file';

type Props = { codes: readonly string[]; email: string };

/** The codes that sign in without the phone, shown once, with ways to keep them. */
export function BackupCodesPanel({ codes, email }: Props) {
  const text = backupCodesText(codes, email);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy the codes. Select them and copy them instead.');
    }
  };

  return (
    <div className="grid gap-3">
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>Store these backup codes safely</AlertTitle>
        <AlertDescription>
          Each code signs you in once if you lose your phone. This is the only time they are shown:
          keep them somewhere private, such as a password manager.
        </AlertDescription>
      </Alert>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy codes
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadTextFile('nido-backup-codes.txt', text)}
        >
          <Download aria-hidden />
          Download .txt
        </Button>
      </div>
    </div>
  );
}
