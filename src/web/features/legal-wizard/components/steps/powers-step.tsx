import { get } from 'react-hook-form';
import { POA_POWERS } from '@shared/legal/legal-answers';
import { Button } from '@web/components/ui/button';
import { POA_POWER_LABELS } from '../../lib/poa-power-labels';
import { AnswerInput, AnswerSelect, type AnswerSelectQuestion } from '../answer-fields';
import type { StepProps } from './step-props';

/** When the powers start and whether the agent is paid, side by side under the powers. */
const TERMS_QUESTIONS: readonly AnswerSelectQuestion[] = [
  {
    name: 'effective',
    label: 'When it takes effect',
    options: [
      ['immediately', 'As soon as I sign it'],
      ['on_incapacity', 'Only if a doctor finds I cannot manage my affairs'],
    ],
    hint: '“As soon as I sign it” avoids delays when it is needed.',
  },
  {
    name: 'agentCompensation',
    label: 'Is your agent paid?',
    options: [
      ['reasonable', 'Reasonable pay for their time'],
      ['none', 'No pay, only expenses'],
    ],
  },
];

/** The powers the financial agent has, when they start, and whether the agent is paid. */
export function PowersStep({ form }: StepProps) {
  const error: unknown = get(form.formState.errors, 'powers');
  // The powers most people give; gifts and trusts are left to an explicit choice.
  const common = POA_POWERS.filter((power) => power !== 'gifts' && power !== 'trusts');
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3" aria-describedby="legal-powers-hint">
        <legend className="mb-1 font-semibold">What your agent may do</legend>
        <p id="legal-powers-hint" className="text-sm text-muted-foreground">
          You will initial each power you give in the document.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => form.setValue('powers', [...common], { shouldDirty: true })}
        >
          Choose the usual powers
        </Button>
        <div className="grid gap-2 sm:grid-cols-2">
          {POA_POWERS.map((power) => (
            <label key={power} className="flex items-start gap-3 rounded-md border p-3 text-sm">
              <input
                type="checkbox"
                value={power}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                {...form.register('powers')}
              />
              <span>{POA_POWER_LABELS[power]}</span>
            </label>
          ))}
        </div>
        {Boolean(error) && (
          <p className="text-sm font-medium text-destructive">Choose the powers from the list</p>
        )}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {TERMS_QUESTIONS.map((question) => (
          <AnswerSelect key={question.name} form={form} {...question} />
        ))}
      </div>
      <AnswerInput
        form={form}
        name="specialInstructions"
        label="Special instructions (optional)"
        hint="Limits on the powers, or how you want them used."
        multiline
      />
    </div>
  );
}
