import { PersonFields } from '../person-fields';
import type { StepProps } from './step-props';

type Props = StepProps & {
  first: { name: string; legend: string; hint: string };
  alternate: { name: string; legend: string; hint: string };
  intro: string;
};

/** Someone named first and the alternate who steps in: guardians, executors, agents. */
export function PairOfPeopleStep({ form, choices, first, alternate, intro }: Props) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{intro}</p>
      {[first, alternate].map((person) => (
        <PersonFields key={person.name} form={form} {...person} people={choices.people} askAdult />
      ))}
    </div>
  );
}
