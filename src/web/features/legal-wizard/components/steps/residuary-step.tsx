import { useFieldArray, useWatch } from 'react-hook-form';
import { AnswerInput } from '../answer-fields';
import { IfTheyDieFirstFields } from './if-they-die-first-fields';
import { ListRows } from './list-rows';
import type { StepProps } from './step-props';

/** Everything not given as a specific gift, in shares that add to 100 %. */
export function ResiduaryStep({ form }: StepProps) {
  const shares = useFieldArray({ control: form.control, name: 'residuary' });
  const watched = (useWatch({ control: form.control, name: 'residuary' }) ?? []) as Array<{
    percent?: unknown;
  }>;
  const total = watched.reduce((sum, share) => {
    const percent = Number(share?.percent);
    return sum + (Number.isFinite(percent) ? percent : 0);
  }, 0);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Name who receives everything else you own, and each one’s share, and who receives a share if
        its person dies before you.
      </p>
      <ListRows
        rows={shares.fields}
        rowTitle={(index) => `Share ${index + 1}`}
        renderRow={(index) => (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <AnswerInput form={form} name={`residuary.${index}.name`} label="Who receives it" />
            <AnswerInput
              form={form}
              name={`residuary.${index}.relationship`}
              label="Relationship to you"
            />
            <AnswerInput
              form={form}
              name={`residuary.${index}.percent`}
              label="Share (%)"
              type="number"
              min={0}
              max={100}
              step="any"
            />
            <IfTheyDieFirstFields
              form={form}
              name={`residuary.${index}`}
              others="The others named here, in proportion to their shares"
            />
          </div>
        )}
        onRemove={shares.remove}
        onAdd={() =>
          shares.append({
            name: null,
            relationship: null,
            percent: null,
            ifTheyDieFirst: 'descendants',
            alternate: null,
          })
        }
        addLabel="Add a beneficiary"
        empty="No one named yet."
        max={20}
      />
      {shares.fields.length > 0 && (
        <p className="text-sm font-medium" aria-live="polite">
          Shares add to {Math.round(total * 100) / 100}%
          {Math.abs(total - 100) > 0.001 ? ' (they need to add to 100%)' : ''}
        </p>
      )}
    </div>
  );
}
