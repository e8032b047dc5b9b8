import { useState } from 'react';
import { ONBOARDING_AREAS, type OnboardingArea } from '@shared/onboarding/onboarding-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { AreaChoice } from './area-choice';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

type Props = {
  initial: readonly OnboardingArea[];
  takeFocus: boolean;
  saving: boolean;
  onBack: (priorities: OnboardingArea[]) => void;
  onNext: (priorities: OnboardingArea[]) => void;
};

export function PrioritiesStep({ initial, takeFocus, saving, onBack, onNext }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<OnboardingArea>>(() => new Set(initial));
  // Kept in the catalogue's order, whatever order they were ticked in.
  const priorities = ONBOARDING_AREAS.filter((area) => chosen.has(area));

  const toggle = (area: OnboardingArea, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(area);
      else next.delete(area);
      return next;
    });

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onNext(priorities);
      }}
    >
      <StepHeading
        title="What should we set up first?"
        description="Choose the areas that matter most right now. They go to the top of your dashboard's checklist; everything else stays one click away."
        takeFocus={takeFocus}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">
          Areas to set up first{' '}
          <span className="font-normal text-muted-foreground">
            ({priorities.length} chosen; we recommend at least one)
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_AREAS.map((area) => (
            <AreaChoice
              key={area}
              area={area}
              checked={chosen.has(area)}
              onCheckedChange={(checked) => toggle(area, checked)}
            />
          ))}
        </div>
      </fieldset>
      <StepActions busy={saving} onBack={() => onBack(priorities)}>
        <BusyButton type="submit" busy={saving} busyLabel="Saving…">
          Next
        </BusyButton>
      </StepActions>
    </form>
  );
}
