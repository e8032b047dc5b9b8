import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import { AnswerInput, AnswerSelect } from '../answer-fields';
import type { StepProps } from './step-props';

/** The person the document is for; a will calls them the testator. */
export function AboutYouStep({ form, kind }: StepProps) {
  const at = kind === 'will' ? 'testator' : 'principal';
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <AnswerInput
        form={form}
        name={`${at}.fullName`}
        label="Full legal name"
        hint="As it appears on your ID."
        autoComplete="name"
      />
      <AnswerInput
        form={form}
        name={`${at}.otherNames`}
        label="Other names you have used (optional)"
        hint="A maiden name, for example."
      />
      <AnswerInput form={form} name={`${at}.dateOfBirth`} label="Date of birth" type="date" />
      <AnswerInput
        form={form}
        name={`${at}.address`}
        label="Street address"
        autoComplete="street-address"
      />
      <AnswerInput form={form} name={`${at}.city`} label="City" autoComplete="address-level2" />
      <AnswerInput
        form={form}
        name={`${at}.county`}
        label="County"
        hint="Some states print it in the signing clause."
      />
      <AnswerSelect
        form={form}
        name={`${at}.state`}
        label="State you live in"
        hint="The document follows this state’s signing rules."
        options={US_STATES}
        placeholder="Choose your state"
      />
    </div>
  );
}
