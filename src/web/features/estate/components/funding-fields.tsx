import { Controller } from 'react-hook-form';
import type { TTrustFundingItem } from '@shared/estate/estate-schemas';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import {
  fundingKey,
  goneFundingLabel,
  type FundingChoice,
  type FundingGroup,
} from '../lib/funding-choices';
import type { InstrumentForm } from './instrument-form-type';

type Props = { form: InstrumentForm; groups: readonly FundingGroup[] };

/**
 * Which of the household's accounts and properties belong in the trust. Each one listed appears on
 * the trust's card to tick once it is retitled; what was ticked stays ticked.
 */
export function FundingFields({ form, groups }: Props) {
  const error = form.formState.errors.funding?.message;
  // The server's message about one listed item ("Choose one of this household's properties").
  const itemErrors = form.formState.errors.funding;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Funding checklist</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Choose the accounts and properties that should be retitled to the trust. You tick each one
        on the trust&apos;s card once it is done.
      </p>
      <Controller
        name="funding"
        control={form.control}
        render={({ field }) => {
          const listed = new Set(field.value.map(fundingKey));
          const known = new Set(groups.flatMap((group) => group.choices.map(fundingKey)));
          const gone = field.value.filter((item) => !known.has(fundingKey(item)));
          const itemError = (choice: Pick<TTrustFundingItem, 'assetKind' | 'assetId'>) => {
            const index = field.value.findIndex((item) => fundingKey(item) === fundingKey(choice));
            return index < 0 ? undefined : itemErrors?.[index]?.assetId?.message;
          };
          const toggle = (choice: Pick<TTrustFundingItem, 'assetKind' | 'assetId'>, on: boolean) =>
            field.onChange(
              on
                ? [
                    ...field.value,
                    { assetKind: choice.assetKind, assetId: choice.assetId, funded: false },
                  ]
                : field.value.filter((item) => fundingKey(item) !== fundingKey(choice)),
            );
          if (groups.length === 0 && gone.length === 0)
            return (
              <p className="text-sm text-muted-foreground">
                No financial accounts, investment accounts or properties are recorded for this
                household yet.
              </p>
            );
          return (
            <div className="grid gap-4">
              {groups.map((group) => (
                <fieldset key={group.assetKind} className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">{group.label}</legend>
                  {group.choices.map((choice) => (
                    <FundingBox
                      key={fundingKey(choice)}
                      choice={choice}
                      checked={listed.has(fundingKey(choice))}
                      error={itemError(choice)}
                      onChange={(on) => toggle(choice, on)}
                    />
                  ))}
                </fieldset>
              ))}
              {gone.map((item) => (
                <FundingBox
                  key={fundingKey(item)}
                  choice={{ ...item, label: goneFundingLabel(item.assetKind) }}
                  checked
                  error={itemError(item)}
                  onChange={(on) => toggle(item, on)}
                />
              ))}
            </div>
          );
        }}
      />
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}

function FundingBox({
  choice,
  checked,
  error,
  onChange,
}: {
  choice: FundingChoice;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const id = `funding-${choice.assetKind}-${choice.assetId}`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="leading-snug font-normal">
          {choice.label}
        </Label>
      </div>
      {error && (
        <p id={errorId} className="ml-6 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
