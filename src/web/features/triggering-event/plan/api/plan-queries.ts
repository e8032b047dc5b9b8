import { useQuery } from '@tanstack/react-query';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { ZEventPlan } from '@shared/triggering-event/plan-schemas';
import { api } from '@web/lib/api';
import { eventPath, planKeys } from './plan-keys';

/** The unlocked event's plan, as the server lets this person see and work it. */
export function useEventPlan(eventId: string) {
  return useQuery({
    queryKey: planKeys.plan(eventId),
    queryFn: ({ signal }) => api(`${eventPath(eventId)}/plan`, { schema: ZEventPlan, signal }),
    // The plan is built from other screens' records and worked by several people: read it afresh
    // each time it is opened.
    staleTime: 0,
  });
}

/** What the plan would be if the event happened today: nothing of it is stored. */
export function usePlanPreview(ownerId: string, kind: TEventKind) {
  return useQuery({
    queryKey: planKeys.preview(ownerId, kind),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ owner: ownerId, kind });
      return api(`/triggering-event/preview?${query.toString()}`, { schema: ZEventPlan, signal });
    },
    staleTime: 0,
  });
}
