import { useId, useState } from 'react';
import { EyeOff } from 'lucide-react';
import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  type TEventKind,
} from '@shared/triggering-event/event-schemas';
import { LoadError } from '@web/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { localIsoDay } from '@web/lib/local-day';
import { usePlanPreview } from '../api/plan-queries';
import { PlanLoading } from './plan-loading';
import { TaskList } from './task-list';

/**
 * The owner's read-only look at the plan their records would produce, for a death or for an
 * incapacity, before anything has happened.
 */
export function PlanPreviewPanel({ ownerId }: { ownerId: string }) {
  const [kind, setKind] = useState<TEventKind>('death');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          Preview the plan
        </h2>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            This is the step-by-step plan your records would give the people you trust, dated as if
            it happened today. Nothing of it is shared or stored until an event unlocks; keeping
            your records up to date keeps it right.
          </span>
        </p>
      </div>
      <Tabs value={kind} onValueChange={(value) => setKind(value as TEventKind)}>
        <TabsList aria-label="Plan for">
          {EVENT_KINDS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {EVENT_KIND_LABELS[each]}
            </TabsTrigger>
          ))}
        </TabsList>
        {EVENT_KINDS.map((each) => (
          <TabsContent key={each} value={each} className="pt-2">
            <PreviewTasks ownerId={ownerId} kind={each} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function PreviewTasks({ ownerId, kind }: { ownerId: string; kind: TEventKind }) {
  const preview = usePlanPreview(ownerId, kind);
  if (preview.isPending) return <PlanLoading label="Loading the preview…" />;
  if (preview.isError) {
    return (
      <LoadError
        title="We couldn’t load the preview"
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  const { tasks } = preview.data;
  if (tasks.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        The plan has no steps yet.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {tasks.length} {tasks.length === 1 ? 'step' : 'steps'}
      </p>
      <TaskList tasks={tasks} today={localIsoDay(new Date())} readOnly />
    </div>
  );
}
