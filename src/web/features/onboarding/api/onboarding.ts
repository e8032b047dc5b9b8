import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ONBOARDING_AREA_LABELS,
  ZOnboardingState,
  type OnboardingArea,
  type TOnboardingState,
  type TSaveOnboardingRequest,
} from '@shared/onboarding/onboarding-schemas';
import { api } from '@web/lib/api';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  state: () => [...onboardingKeys.all, 'state'] as const,
};

/** The wizard's answers, which the dashboard's checklist and greeting also read. */
export function useOnboardingState(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: onboardingKeys.state(),
    queryFn: () => api('/onboarding', { schema: ZOnboardingState }),
    enabled: options.enabled ?? true,
  });
}

/** Saves the answers so far and the step to resume at; the answer replaces the cached state. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveOnboardingRequest) =>
      api('/onboarding', { method: 'PUT', body: input, schema: ZOnboardingState }),
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.state(), state),
    onError: (error) => {
      // Field messages are shown beside their fields by the form that sent them.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) return;
      toast.error(errorMessage(error, 'Could not save your answers. Please try again.'));
    },
  });
}

/**
 * Finishes onboarding. The session says whether onboarding is done and the household guard reads
 * it, so the cached session is marked done at once (the dashboard must not bounce back here)
 * and then refetched from the server.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/onboarding/complete', { method: 'POST', schema: ZOnboardingState }),
    onSuccess: (state: TOnboardingState) => {
      queryClient.setQueryData(onboardingKeys.state(), state);
      queryClient.setQueryData<TSessionAnswer>(sessionKeys.all, (answer) =>
        answer?.user ? { ...answer, user: { ...answer.user, onboardingCompleted: true } } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Could not finish setting up. Please try again.')),
  });
}

/** Ticks an area off the getting-started checklist (or back on); the answer is the whole new state. */
export function useSetAreaDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ area, completed }: { area: OnboardingArea; completed: boolean }) =>
      api(`/onboarding/areas/${area}`, {
        method: 'PUT',
        body: { completed },
        schema: ZOnboardingState,
      }),
    onSuccess: (state, { area, completed }) => {
      queryClient.setQueryData(onboardingKeys.state(), state);
      const label = ONBOARDING_AREA_LABELS[area];
      toast.success(completed ? `${label} marked as done` : `${label} marked as not done`);
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Could not update your checklist. Please try again.')),
  });
}
