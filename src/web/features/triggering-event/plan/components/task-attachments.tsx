import { Paperclip } from 'lucide-react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { TaskLink } from './task-link';

/** The documents attached to a task, each opening in a new tab (through a fresh signed link). */
export function TaskAttachments({ task }: { task: TEventTask }) {
  if (task.documents.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex items-center gap-1 text-muted-foreground">
        <Paperclip aria-hidden className="size-4" />
        Attached
      </p>
      <ul className="grid gap-1 pl-5">
        {task.documents.map((document) => (
          <li key={document.id}>
            <TaskLink href={documentOpenUrl(document.id)}>{document.name}</TaskLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
