import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { errorMessage } from '@web/lib/api-error';
import { downloadLetter } from '../api/download-letter';

/**
 * The letters of a task as PDFs filled from the records, one button per recipient (a letter for
 * each credit bureau). A preview has no stored task to fill them from, so it only names them.
 */
export function TaskLetters({ task, readOnly }: { task: TEventTask; readOnly: boolean }) {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  if (task.letterOptions.length === 0) return null;
  const taskId = task.id;

  if (readOnly || !taskId) {
    return (
      <p className="text-xs text-muted-foreground">
        Letters (PDF, filled from the records):{' '}
        {task.letterOptions.map((option) => option.label).join(', ')}
      </p>
    );
  }

  const download = async (key: string, label: string) => {
    setBusyKey(key);
    try {
      await downloadLetter(taskId, key);
      toast.success(`The letter to ${label} is downloading`);
    } catch (error) {
      toast.error(`Could not prepare the letter to ${label}`, {
        description: errorMessage(error),
      });
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <div role="group" aria-label={`Letters for “${task.title}”`} className="flex flex-wrap gap-2">
      {task.letterOptions.map((option) => (
        <BusyButton
          key={option.key}
          variant="outline"
          size="sm"
          // A letter names its recipient, which can be a long vendor name: it wraps on a phone.
          className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
          busy={busyKey === option.key}
          busyLabel="Preparing letter…"
          disabled={busyKey !== null && busyKey !== option.key}
          onClick={() => void download(option.key, option.label)}
        >
          <FileDown aria-hidden />
          Letter to {option.label}
        </BusyButton>
      ))}
    </div>
  );
}
