import { FileImage, X } from 'lucide-react';
import { UploadFileRow } from '@web/components/upload-file-row';
import { Button } from '@web/components/ui/button';
import type { ChosenBill } from '../lib/use-bill-batch';

type Props = { bill: ChosenBill; onRemove: ((id: number) => void) | null };

/** A chosen bill: Remove while waiting, its spec §4 upload progress, then uploaded or why not. */
export function BillFileRow({ bill, onRemove }: Props) {
  const { file, status } = bill;
  return (
    <UploadFileRow fileName={file.name} status={status} icon={FileImage} error={bill.error}>
      {onRemove && status !== 'uploading' && status !== 'done' && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${file.name}`}
          onClick={() => onRemove(bill.id)}
        >
          <X aria-hidden />
          Remove
        </Button>
      )}
    </UploadFileRow>
  );
}
