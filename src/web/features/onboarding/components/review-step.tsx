import { ONBOARDING_AREA_LABELS, type OnboardingArea } from '@shared/onboarding/onboarding-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { usStateName } from '../lib/us-state-name';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

type Props = {
  householdName: string;
  homeState: string;
  priorities: readonly OnboardingArea[];
  takeFocus: boolean;
  finishing: boolean;
  onBack: () => void;
  onFinish: () => void;
};

const NEXT_STEPS = [
  'Your dashboard shows a getting-started checklist, with your priorities first.',
  'Add things at your own pace: every entry is saved as you go.',
  'Invite family and manage security and privacy from Settings at any time.',
];

export function ReviewStep(props: Props) {
  const { householdName, homeState, priorities, takeFocus, finishing, onBack, onFinish } = props;
  return (
    <div className="grid gap-6">
      <StepHeading
        title="You're all set"
        description="Here is what you told us. Go back to change anything."
        takeFocus={takeFocus}
      />
      <dl className="grid gap-4 rounded-lg border bg-card p-4 text-sm sm:p-6">
        <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Household name</dt>
          <dd className="text-muted-foreground">{householdName.trim() || 'Not set'}</dd>
        </div>
        <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Home state</dt>
          <dd className="text-muted-foreground">{usStateName(homeState) ?? 'Not set'}</dd>
        </div>
        <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Set up first</dt>
          <dd className="text-muted-foreground">
            {priorities.length > 0 ? (
              <ul className="grid gap-1">
                {priorities.map((area) => (
                  <li key={area}>{ONBOARDING_AREA_LABELS[area]}</li>
                ))}
              </ul>
            ) : (
              'Nothing chosen yet: your checklist lists every area.'
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="what-happens-next" className="grid gap-2">
        <h3 id="what-happens-next" className="font-semibold">
          What happens next
        </h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          {NEXT_STEPS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <StepActions busy={finishing} onBack={onBack}>
        <BusyButton onClick={onFinish} busy={finishing} busyLabel="Finishing…">
          Go to my dashboard
        </BusyButton>
      </StepActions>
    </div>
  );
}
