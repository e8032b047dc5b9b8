import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TReportEventInput, TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { api } from '@web/lib/api';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { eventActionPath } from './event-keys';
import { useFreshSignIn, type ReturnTo } from './use-fresh-sign-in';
import { useInvalidateEvents } from './use-invalidate-events';

const EVENT_PAGE = '/triggering-event';

function needsFreshSignIn(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'FRESH_SIGN_IN_REQUIRED';
}

/** Reports a death or incapacity; `ownerName` is only for the message. */
export function useReportEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ input }: { input: TReportEventInput; ownerName: string }) =>
      api('/triggering-event/events', { method: 'POST', body: input }),
    onSuccess: async (_answer, { ownerName }) => {
      toast.success('Report sent', {
        description: `We have emailed ${ownerName}. Nothing opens until the waiting period ends.`,
      });
      await invalidate.overview();
    },
    onError: (error) => toast.error(`Failed to send the report: ${errorMessage(error)}`),
  });
}

/**
 * The owner's "I'm OK, stop this". A sign-in older than 15 minutes is sent to sign in again and
 * brought back to the one-click confirmation of this event.
 */
export function useStopEvent() {
  const invalidate = useInvalidateEvents();
  const freshSignIn = useFreshSignIn();
  return useMutation({
    mutationFn: (event: TTriggerEvent) =>
      api(eventActionPath(event.id, 'stop'), { method: 'POST' }),
    onSuccess: async (_answer, event) => {
      toast.success('Report stopped', {
        description: `${event.reporterName} will be told you are OK. Nothing was opened.`,
      });
      await invalidate.everything();
    },
    onError: (error, event) => {
      const returnTo: ReturnTo = {
        pathname: EVENT_PAGE,
        search: `?stop=${encodeURIComponent(event.id)}`,
      };
      if (needsFreshSignIn(error)) return freshSignIn(error.message, returnTo);
      toast.error(`Failed to stop the report: ${errorMessage(error)}`);
    },
  });
}

/** The owner, back from an incapacity, closes again what the event opened. */
export function useRelockEvent() {
  const invalidate = useInvalidateEvents();
  const freshSignIn = useFreshSignIn();
  return useMutation({
    mutationFn: (event: TTriggerEvent) =>
      api(eventActionPath(event.id, 'relock'), { method: 'POST' }),
    onSuccess: async () => {
      toast.success('Welcome back: re-locked', {
        description: 'What was shared “after the event” is private again.',
      });
      await invalidate.everything();
    },
    onError: (error) => {
      if (needsFreshSignIn(error)) {
        return freshSignIn(error.message, { pathname: EVENT_PAGE, search: '' });
      }
      toast.error(`Failed to re-lock: ${errorMessage(error)}`);
    },
  });
}
