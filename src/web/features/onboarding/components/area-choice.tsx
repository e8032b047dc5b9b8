import { ONBOARDING_AREA_LABELS, type OnboardingArea } from '@shared/onboarding/onboarding-schemas';
import { Checkbox } from '@web/components/ui/checkbox';
import { AREA_DESCRIPTIONS } from '../lib/area-descriptions';
import { AREA_ICONS } from '../lib/area-icons';

type Props = {
  area: OnboardingArea;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A whole card is the click target; the checkbox inside carries the state for assistive tech. */
export function AreaChoice({ area, checked, onCheckedChange }: Props) {
  const Icon = AREA_ICONS[area];
  const id = `area-${area}`;
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring/40 hover:bg-accent/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <span className="grid gap-1">
        <span id={`${id}-label`} className="flex items-center gap-2 font-medium">
          <Icon className="size-4 text-primary" aria-hidden />
          {ONBOARDING_AREA_LABELS[area]}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {AREA_DESCRIPTIONS[area]}
        </span>
      </span>
    </label>
  );
}
