import { AnswerInput } from '../answer-fields';
import type { StepProps } from './step-props';

/** Anything else the agent and doctors should know. */
export function OtherWishesStep({ form }: StepProps) {
  return (
    <div className="grid gap-4">
      <AnswerInput
        form={form}
        name="primaryPhysician"
        label="Your primary doctor (optional)"
        hint="Name and practice."
      />
      <AnswerInput
        form={form}
        name="otherWishes"
        label="Other wishes (optional)"
        hint="Religious wishes, where you would like to be cared for, who should visit."
        multiline
      />
    </div>
  );
}
