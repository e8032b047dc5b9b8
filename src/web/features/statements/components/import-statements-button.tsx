import { useCallback, useState } from 'react';
import { FileSearch } from 'lucide-react';
import { AddingToNote } from '@web/components/adding-to-note';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { StatementImportBody } from './statement-import-body';

/**
 * "Import statements" in Monthly Expenses (issue 41): find the household's bills in the
 * statements downloaded from its bank and cards. Offered to whoever may add obligations to a
 * household on screen, as Add is; on a phone the button shows only its icon.
 */
export function ImportStatementsButton({ compact = false }: { compact?: boolean }) {
  const { addTarget } = useHouseholdPermissions();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!addTarget) return null;
  return (
    <DialogFrame
      trigger={
        <Button
          variant="outline"
          size={compact ? 'icon' : 'default'}
          aria-label={compact ? 'Import statements' : undefined}
          title={compact ? 'Import statements' : undefined}
        >
          <FileSearch aria-hidden />
          {!compact && 'Import statements'}
        </Button>
      }
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      busy={saving}
      title="Import statements"
      description={
        <>
          Find the bills your household pays regularly in the statements you download from your bank
          and cards. You choose what is saved.
          <AddingToNote />
        </>
      }
      className="flex max-h-[90vh] flex-col gap-0 overflow-y-hidden p-0 sm:max-w-3xl"
      headerClassName="border-b px-4 pt-6 pb-4 sm:px-6"
    >
      {open && <StatementImportBody onClose={close} onSavingChange={setSaving} />}
    </DialogFrame>
  );
}
