import { useId, useState } from 'react';
import { CheckCircle2, FileText, Paperclip } from 'lucide-react';
import {
  TASK_DECISION_LABELS,
  TASK_STATUS_LABELS,
  type TEventTask,
} from '@shared/triggering-event/plan-schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { isSettled } from '../lib/task-status';
import { ObligationDecision } from './obligation-decision';
import type { TaskActions } from './task-actions';
import { TaskAssigneeSelect } from './task-assignee-select';
import { TaskAttachments } from './task-attachments';
import { TaskDetailsDialog } from './task-details-dialog';
import { TaskDocumentsDialog } from './task-documents-dialog';
import { TaskDue } from './task-due';
import { TaskFacts } from './task-facts';
import { TaskLetters } from './task-letters';
import { TaskSources } from './task-sources';
import { TaskStatusSelect } from './task-status-select';

type Props = {
  task: TEventTask;
  today: string;
  /** Null when the list is read-only: the values are shown, no control is. */
  actions: TaskActions | null;
};

/** One step of the plan: what to do, by when, what the records say, and its progress. */
export function TaskCard({ task, today, actions }: Props) {
  const [dialog, setDialog] = useState<'details' | 'documents' | null>(null);
  const titleId = useId();
  const settled = isSettled(task);

  return (
    // wrap-anywhere: titles, facts and letters quote records as written (a bank's charge name, an
    // email address), with no space to wrap at; they must not widen the page on a phone.
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-4 wrap-anywhere',
        settled && 'bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="flex items-start gap-2 leading-snug font-medium">
          {task.status === 'done' && (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          )}
          <span className={cn(task.status === 'not_applicable' && 'line-through')}>
            {task.title}
          </span>
        </h4>
        <div className="flex flex-wrap gap-1">
          {task.autoPay && <Badge variant="secondary">Auto-pay</Badge>}
          {/* A preview's tasks are all still to do: their status would say nothing. */}
          {!actions && task.id !== null && (
            <Badge variant="outline">{TASK_STATUS_LABELS[task.status]}</Badge>
          )}
          {!actions && task.decision && (
            <Badge variant="outline">Decision: {TASK_DECISION_LABELS[task.decision]}</Badge>
          )}
        </div>
      </div>

      <TaskDue task={task} today={today} />
      {task.detail && <p className="text-sm">{task.detail}</p>}
      <TaskFacts facts={task.facts} />

      {task.notes && (
        <div className="grid gap-1 rounded-md bg-muted/60 p-3 text-sm">
          <p className="text-xs text-muted-foreground">Notes</p>
          <p className="whitespace-pre-wrap">{task.notes}</p>
        </div>
      )}
      <TaskAttachments task={task} />
      {!actions && task.assigneeName && (
        <p className="text-sm text-muted-foreground">Assigned to {task.assigneeName}</p>
      )}

      {actions && (
        <div className="grid gap-3 border-t pt-3">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_14rem_auto]">
            <TaskStatusSelect task={task} actions={actions} />
            <TaskAssigneeSelect task={task} actions={actions} />
            {task.needsDecision && <ObligationDecision task={task} actions={actions} />}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={() => setDialog('details')}>
              <FileText aria-hidden />
              Notes and due date <span className="sr-only">for “{task.title}”</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDialog('documents')}>
              <Paperclip aria-hidden />
              Attach documents <span className="sr-only">to “{task.title}”</span>
            </Button>
          </div>
        </div>
      )}
      <TaskLetters task={task} readOnly={!actions} />
      <TaskSources sources={task.sources} />

      {actions && dialog === 'details' && (
        <TaskDetailsDialog task={task} actions={actions} onClose={() => setDialog(null)} />
      )}
      {actions && dialog === 'documents' && (
        <TaskDocumentsDialog task={task} actions={actions} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
