import { useId } from 'react';
import { CalendarHeart, Plus, Trash2 } from 'lucide-react';
import { LIFE_EVENT_LABELS } from '@shared/estate/instrument-kinds';
import type { TLifeEvent } from '@shared/estate/estate-schemas';
import { OwnerBadge } from '@web/components/owner-badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { formatDay } from '../lib/format-day';

type Props = {
  events: readonly TLifeEvent[];
  /** Opens "Record a life event"; null for someone who may not add (a viewer). */
  onRecord: (() => void) | null;
  onDelete: (event: TLifeEvent) => void;
};

/**
 * The life events that call for a fresh look at the plan, newest first. Recording one brings the
 * review of every signed document forward to the day it happened.
 */
export function LifeEventsSection({ events, onRecord, onDelete }: Props) {
  const titleId = useId();
  const { canWrite } = useHouseholdPermissions();
  const sorted = [...events].sort((a, b) => b.occurredOn.localeCompare(a.occurredOn));
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold">
            Life events
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            A marriage, a divorce, a birth or adoption, the death of someone your documents name, a
            move to another state or a home purchase can change what your plan should say. Recording
            one brings the review of your documents forward to the day it happened, instead of
            waiting for their usual review date.
          </p>
        </div>
        {onRecord && (
          <Button variant="outline" onClick={onRecord}>
            <Plus aria-hidden />
            Record a life event
          </Button>
        )}
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">No life events recorded.</p>
      ) : (
        <ul className="grid gap-2">
          {sorted.map((event) => {
            const name = `${LIFE_EVENT_LABELS[event.kind]} on ${formatDay(event.occurredOn)}`;
            return (
              <li
                key={event.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3"
              >
                <div className="flex items-start gap-3">
                  <CalendarHeart className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
                  <div className="grid gap-1 text-sm">
                    <p>
                      <span className="font-medium">{LIFE_EVENT_LABELS[event.kind]}</span>{' '}
                      <span className="text-muted-foreground">· {formatDay(event.occurredOn)}</span>
                    </p>
                    {event.note && (
                      <p className="whitespace-pre-line text-muted-foreground">{event.note}</p>
                    )}
                    <OwnerBadge ownerId={event.ownerId} className="w-fit" />
                  </div>
                </div>
                {canWrite(event.ownerId) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${name}`}
                    onClick={() => onDelete(event)}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
