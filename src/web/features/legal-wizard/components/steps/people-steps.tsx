import { PairOfPeopleStep, type PairOfPeople } from './pair-of-people-step';
import type { StepProps } from './step-props';

const GUARDIANS: PairOfPeople = {
  answer: 'guardian',
  intro:
    'If you have children under 18, name who would raise them if no parent can. Skip this step if all your children are adults.',
  hints: [
    'Ask them first: the court usually follows your choice.',
    'Steps in if the guardian cannot serve.',
  ],
};

/** Who raises minor children if no parent can. */
export function GuardiansStep(props: StepProps) {
  return <PairOfPeopleStep {...props} {...GUARDIANS} />;
}

const EXECUTORS: PairOfPeople = {
  answer: 'executor',
  intro:
    'Your executor gathers what you own, pays your debts and hands out what your will says. Choose an adult you trust to be organised.',
  hints: ['Must be 18 or older.', 'Steps in if the executor cannot or will not serve.'],
};

/** Who settles the estate. */
export function ExecutorStep(props: StepProps) {
  return <PairOfPeopleStep {...props} {...EXECUTORS} />;
}

/** The agent of a power of attorney or health-care directive. */
export function AgentsStep(props: StepProps) {
  return (
    <PairOfPeopleStep
      {...props}
      answer="agent"
      intro={
        props.kind === 'healthcare_directive'
          ? 'Your agent makes medical decisions for you when you cannot. Choose an adult who knows your wishes and will follow them.'
          : 'Your agent handles your money matters. Choose an adult you trust completely: they act in your name.'
      }
      hints={['Must be 18 or older.', 'Acts if your agent cannot or will not.']}
    />
  );
}
