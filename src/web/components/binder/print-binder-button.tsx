import { useState } from 'react';
import { Printer } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@web/components/ui/busy-button';
import { errorMessage } from '@web/lib/api-error';
import { downloadBinder } from './download-binder';

type Props = {
  /** The households on screen (the family selector's choice); empty means the reader's own. */
  owners: readonly string[];
};

/**
 * "Print binder": downloads the family binder PDF the server builds from what the reader may see
 * of these households (guidebook, estate plan, contacts, accounts with masked numbers,
 * obligations and a document index).
 */
export function PrintBinderButton({ owners }: Props) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await downloadBinder(owners);
      toast.success('Your family binder is downloading');
    } catch (error) {
      toast.error('Could not print the binder', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton
      variant="outline"
      busy={busy}
      busyLabel="Preparing binder…"
      onClick={() => void onClick()}
    >
      <Printer aria-hidden />
      Print binder
    </BusyButton>
  );
}
