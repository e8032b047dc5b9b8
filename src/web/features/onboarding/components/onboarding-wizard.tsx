import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingArea, TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { trackEvent } from '@web/lib/analytics';
import { useCompleteOnboarding, useSaveOnboarding } from '../api/onboarding';
import { HouseholdStep, type HouseholdAnswers } from './household-step';
import { PrioritiesStep } from './priorities-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';

const STEP_LABELS = ['Household', 'Priorities', 'Review'] as const;

type Draft = HouseholdAnswers & { priorities: OnboardingArea[] };

/**
 * The three steps. It opens at the step the server remembers, and every Next saves the answers
 * with the step to come back to, so closing the tab loses nothing.
 */
export function OnboardingWizard({ initial }: { initial: TOnboardingState }) {
  const navigate = useNavigate();
  const save = useSaveOnboarding();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(initial.step);
  // Focus moves to the new step's heading only after the user changed step, not on arrival.
  const [moved, setMoved] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    householdName: initial.householdName ?? '',
    homeState: initial.homeState ?? '',
    priorities: initial.priorities,
  });

  const goTo = (next: number) => {
    setStep(next);
    setMoved(true);
  };

  const saveHousehold = async (answers: HouseholdAnswers) => {
    await save.mutateAsync({ step: 1, ...answers });
    setDraft((current) => ({ ...current, ...answers }));
    goTo(1);
  };

  const savePriorities = (priorities: OnboardingArea[]) => {
    setDraft((current) => ({ ...current, priorities }));
    save.mutate({ step: 2, priorities }, { onSuccess: () => goTo(2) });
  };

  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        // A funnel step, and it ties this browser's signed-out registration (and its campaign)
        // to the person for the admin's sign-up funnel (issue 18).
        trackEvent({ eventType: 'conversion', eventName: 'onboarding_completed', metadata: {} });
        void navigate('/dashboard', { replace: true });
      },
    });

  return (
    <div className="grid gap-8">
      <StepIndicator labels={STEP_LABELS} current={step} />
      {step === 0 && (
        <HouseholdStep
          initial={draft}
          takeFocus={moved}
          saving={save.isPending}
          onNext={saveHousehold}
        />
      )}
      {step === 1 && (
        <PrioritiesStep
          initial={draft.priorities}
          takeFocus={moved}
          saving={save.isPending}
          onBack={(priorities) => {
            setDraft((current) => ({ ...current, priorities }));
            goTo(0);
          }}
          onNext={savePriorities}
        />
      )}
      {step === 2 && (
        <ReviewStep
          householdName={draft.householdName}
          homeState={draft.homeState}
          priorities={draft.priorities}
          takeFocus={moved}
          finishing={complete.isPending}
          onBack={() => goTo(1)}
          onFinish={finish}
        />
      )}
    </div>
  );
}
