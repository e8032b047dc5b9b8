import { downloadApiFile } from '@web/lib/download-api-file';
import { taskPath } from './plan-keys';

/** GET /triggering-event/tasks/:id/letter: the letter filled from the records, for one option. */
export function letterPath(taskId: string, option: string): string {
  return `${taskPath(taskId)}/letter?option=${encodeURIComponent(option)}`;
}

/** Downloads the letter PDF, so the button can show a busy state and say why it failed. */
export async function downloadLetter(taskId: string, option: string): Promise<void> {
  await downloadApiFile(letterPath(taskId, option), `nido-letter-${option}.pdf`);
}
