import type { TPaymentSetting } from '@shared/subscription/billing-api';
import type { RadioCardOption } from '@web/components/ui/radio-cards';

export type BetaFreeChoice = TPaymentSetting['existingBetaFree'];

/** "1 person", "12 people". */
export function peopleCount(count: number): string {
  return count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`;
}

/** The admin's explicit choice for those already on the free beta when payments are turned on. */
export function betaChoiceOptions(betaFreeUsers: number): RadioCardOption<BetaFreeChoice>[] {
  return [
    {
      value: 'keep',
      label: `Keep free access for the ${peopleCount(betaFreeUsers)} on the beta`,
      hint: 'They go on using Nido as now, without a paid plan.',
    },
    {
      value: 'require_subscription',
      label: 'Ask them to subscribe',
      hint: 'The next time they open Nido they are asked to choose a plan before going on.',
    },
  ];
}
