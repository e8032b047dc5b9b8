import { PersonFields } from '../person-fields';
import type { StepProps } from './step-props';

export type PairOfPeople = {
  /** The answer the step fills ("executor"); the alternate's is "alternateExecutor". */
  answer: 'guardian' | 'executor' | 'agent';
  intro: string;
  /** What to know about the one named first, and about the alternate. */
  hints: readonly [first: string, alternate: string];
};

/** Someone named first and the alternate who steps in: guardians, executors, agents. */
export function PairOfPeopleStep({
  form,
  choices,
  answer,
  intro,
  hints,
}: StepProps & PairOfPeople) {
  const title = `${answer[0]?.toUpperCase()}${answer.slice(1)}`;
  const people = [
    { name: answer, legend: title, hint: hints[0] },
    { name: `alternate${title}`, legend: `Alternate ${answer}`, hint: hints[1] },
  ];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{intro}</p>
      {people.map((person) => (
        <PersonFields key={person.name} form={form} {...person} people={choices.people} askAdult />
      ))}
    </div>
  );
}
