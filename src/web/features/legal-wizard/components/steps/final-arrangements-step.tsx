import { DISPOSITIONS } from '@shared/legal/legal-answers';
import { AnswerInput, AnswerSelect } from '../answer-fields';
import type { StepProps } from './step-props';

export const DISPOSITION_LABELS: Record<(typeof DISPOSITIONS)[number], string> = {
  burial: 'Burial',
  cremation: 'Cremation',
  body_donation: 'Donate my body to science',
  no_preference: 'No preference: my executor decides',
};

/** Burial or cremation and any wishes for the service. */
export function FinalArrangementsStep({ form }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Optional. A will is often read after the funeral, so tell your family these wishes too.
      </p>
      <AnswerSelect
        form={form}
        name="finalArrangements.disposition"
        label="Your wish"
        options={DISPOSITIONS.map((each) => [each, DISPOSITION_LABELS[each]] as const)}
      />
      <AnswerInput
        form={form}
        name="finalArrangements.wishes"
        label="Other wishes (optional)"
        hint="The service, music, where your ashes go."
        multiline
      />
    </div>
  );
}
