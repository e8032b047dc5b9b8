import { useWatch } from 'react-hook-form';
import { TRANSFERS_TO_MINORS } from '@shared/legal/state-rules-data/transfers-to-minors';
import { STATE_RULES } from '@shared/legal/state-rules';
import { numberOrNull } from '../../lib/form-values';
import { AnswerInput, AnswerSelect } from '../answer-fields';
import { PersonFields } from '../person-fields';
import type { StepProps } from './step-props';

const HOLDINGS = [
  ['trust', 'In a trust for each of them, until an age I choose'],
  ['custodian', 'With a custodian under the state’s Uniform Transfers to Minors Act'],
] as const;

/** What the custodian choice means in the testator's state: its act, ages and citation, or unverified. */
function CustodianAge({ form, state }: { form: StepProps['form']; state: string | null }) {
  const law = state ? TRANSFERS_TO_MINORS[state] : undefined;
  const stateName = STATE_RULES.find((rules) => rules.code === state)?.name ?? 'your state';
  if (!law)
    return (
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Unverified: Nido has not checked {stateName}’s transfers-to-minors law. The custodian keeps
        the property until the age that law sets (18 or 21 in most states); ask an attorney if you
        want a later age, or choose a trust.
      </p>
    );
  return (
    <AnswerSelect
      form={form}
      name="youngBeneficiaries.age"
      label="The custodian hands it over at age"
      hint={`${law.notes[0]} (${law.citation})`}
      options={law.ages.map((age) => [String(age), String(age)] as const)}
      placeholder={`${law.defaultAge} (the law’s age)`}
      setValueAs={numberOrNull}
    />
  );
}

/**
 * Issue 37: how the property of a beneficiary too young to receive it outright is held, and by
 * whom, so a minor does not inherit through a court-supervised guardianship.
 */
export function YoungBeneficiariesStep({ form, choices }: StepProps) {
  const [holding, state] = useWatch({
    control: form.control,
    name: ['youngBeneficiaries.holding', 'testator.state'],
  }) as [string | null | undefined, string | null | undefined];
  const role = holding === 'custodian' ? 'custodian' : 'trustee';
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A child under 18 cannot own what they inherit. Without this, a court appoints a guardian of
        their property and hands everything over at 18. This covers your children and anyone who
        takes a share in their parent’s place.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <AnswerSelect
          form={form}
          name="youngBeneficiaries.holding"
          label="Hold a young beneficiary’s property"
          options={HOLDINGS}
          className="sm:col-span-2"
        />
        {holding === 'trust' && (
          <AnswerInput
            form={form}
            name="youngBeneficiaries.age"
            label="The trust ends at age"
            hint="From 18 to 35. Many parents choose 25."
            type="number"
            min={18}
            max={35}
            step={1}
          />
        )}
        {holding === 'custodian' && <CustodianAge form={form} state={state ?? null} />}
      </div>
      {holding && (
        <>
          <PersonFields
            form={form}
            name="youngBeneficiaries.manager"
            legend={role === 'trustee' ? 'Trustee' : 'Custodian'}
            hint={`The adult who manages the property as ${role}.`}
            people={choices.people}
            askAdult
          />
          <PersonFields
            form={form}
            name="youngBeneficiaries.alternateManager"
            legend={role === 'trustee' ? 'Alternate trustee' : 'Alternate custodian'}
            hint="Steps in if the first cannot serve."
            people={choices.people}
            askAdult
          />
        </>
      )}
    </div>
  );
}
