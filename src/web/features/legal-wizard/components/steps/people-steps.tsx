import { PairOfPeopleStep } from './pair-of-people-step';
import type { StepProps } from './step-props';

/** Who raises minor children if no parent can. */
export function GuardiansStep(props: StepProps) {
  return (
    <PairOfPeopleStep
      {...props}
      intro="If you have children under 18, name who would raise them if no parent can. Skip this step if all your children are adults."
      first={{
        name: 'guardian',
        legend: 'Guardian',
        hint: 'Ask them first: the court usually follows your choice.',
      }}
      alternate={{
        name: 'alternateGuardian',
        legend: 'Alternate guardian',
        hint: 'Steps in if the guardian cannot serve.',
      }}
    />
  );
}

/** Who settles the estate. */
export function ExecutorStep(props: StepProps) {
  return (
    <PairOfPeopleStep
      {...props}
      intro="Your executor gathers what you own, pays your debts and hands out what your will says. Choose an adult you trust to be organised."
      first={{
        name: 'executor',
        legend: 'Executor',
        hint: 'Must be 18 or older.',
      }}
      alternate={{
        name: 'alternateExecutor',
        legend: 'Alternate executor',
        hint: 'Steps in if the executor cannot or will not serve.',
      }}
    />
  );
}

/** The agent of a power of attorney or health-care directive. */
export function AgentsStep(props: StepProps) {
  const health = props.kind === 'healthcare_directive';
  return (
    <PairOfPeopleStep
      {...props}
      intro={
        health
          ? 'Your agent makes medical decisions for you when you cannot. Choose an adult who knows your wishes and will follow them.'
          : 'Your agent handles your money matters. Choose an adult you trust completely: they act in your name.'
      }
      first={{ name: 'agent', legend: 'Agent', hint: 'Must be 18 or older.' }}
      alternate={{
        name: 'alternateAgent',
        legend: 'Alternate agent',
        hint: 'Acts if your agent cannot or will not.',
      }}
    />
  );
}
