import { booleanOrNull } from '../../lib/form-values';
import { AnswerInput, AnswerSelect, type AnswerSelectQuestion } from '../answer-fields';
import type { StepProps } from './step-props';

const AGENT_DECIDES = ['agent_decides', 'My agent decides'] as const;

const TREATMENT_QUESTIONS: readonly AnswerSelectQuestion[] = [
  {
    name: 'lifeSustaining',
    label: 'Treatment to keep you alive',
    options: [
      ['prolong', 'Prolong my life as long as possible'],
      ['do_not_prolong', 'Do not prolong my life'],
      AGENT_DECIDES,
    ],
  },
  {
    name: 'artificialNutrition',
    label: 'Feeding and fluids by tube',
    options: [['want', 'I want them'], ['do_not_want', 'I do not want them'], AGENT_DECIDES],
  },
  {
    name: 'painRelief',
    label: 'Pain relief even if it may shorten my life',
    options: [
      ['true', 'Yes, keep me comfortable'],
      ['false', 'No'],
    ],
    setValueAs: booleanOrNull,
  },
  {
    name: 'organDonation',
    label: 'Organ and tissue donation',
    options: [
      ['any', 'Any organs or tissue'],
      ['specific', 'Only the ones I list'],
      ['none', 'I do not wish to donate'],
      AGENT_DECIDES,
    ],
  },
];

/** The living will: the care wanted, or refused, when recovery is not expected. */
export function TreatmentStep({ form }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        These choices apply if you have an incurable condition or are permanently unconscious and
        cannot speak for yourself.
      </p>
      {TREATMENT_QUESTIONS.map((question) => (
        <AnswerSelect key={question.name} form={form} {...question} />
      ))}
      <AnswerInput
        form={form}
        name="organDonationDetails"
        label="Donation details (optional)"
        hint="Which organs, or for what purpose."
        multiline
      />
    </div>
  );
}
