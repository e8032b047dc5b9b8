import {
  CATEGORIES,
  CATEGORY_LABELS,
  HOME_SUBCATEGORIES,
  type Category,
  type HomeSubcategory,
} from '@shared/finance/categories';
import { CurrencyInput } from '@web/components/currency-input';
import { CheckboxField } from '@web/components/ui/checkbox-field';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { amountRangeText } from '../lib/amount-words';
import type { DraftProblems } from '../lib/draft-problems';
import { homeOf, type HomeAddress } from '../lib/home-addresses';
import { updatesMatch, type SeriesDraft } from '../lib/series-draft';

type Props = {
  draft: SeriesDraft;
  /** Tells one card's fields from another's. */
  idPrefix: string;
  homes: readonly HomeAddress[];
  problems: DraftProblems;
  onChange: (draft: SeriesDraft) => void;
};

/**
 * What is saved for a bill, to check and correct: the vendor, category (a home's type and which
 * home) and amount of a new obligation; only the amount of one being updated. And whether it is
 * paid automatically from the account it was charged to.
 */
export function SeriesFields({ draft, idPrefix, homes, problems, onChange }: Props) {
  const updating = updatesMatch(draft);
  const id = (name: string) => `${idPrefix}-${name}`;
  const range = amountRangeText(draft.series);
  const paying = draft.series.payingAccount;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {!updating && (
        <>
          <Field id={id('vendor')} label="Vendor" error={problems.vendor}>
            {(control) => (
              <Input
                {...control}
                aria-required
                value={draft.vendor}
                onChange={(event) => onChange({ ...draft, vendor: event.target.value })}
              />
            )}
          </Field>
          <Field id={id('category')} label="Category">
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.category}
                onChange={(event) =>
                  onChange({ ...draft, category: event.target.value as Category })
                }
              >
                <SelectOptions values={CATEGORIES} label={(option) => CATEGORY_LABELS[option]} />
              </NativeSelect>
            )}
          </Field>
          {draft.category === 'home' && (
            <>
              <Field id={id('home-type')} label="Home expense type">
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={draft.homeSubcategory ?? ''}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        homeSubcategory: (event.target.value || null) as HomeSubcategory | null,
                      })
                    }
                  >
                    <option value="">Select a type</option>
                    <SelectOptions values={HOME_SUBCATEGORIES} />
                  </NativeSelect>
                )}
              </Field>
              <Field
                id={id('home')}
                label="Property address"
                error={problems.address}
                hint={
                  homes.length === 0
                    ? 'Add the home under Properties first, or choose another category.'
                    : undefined
                }
              >
                {(control) => (
                  <NativeSelect
                    {...control}
                    aria-required
                    value={homeOf(draft.address, homes)}
                    onChange={(event) => onChange({ ...draft, address: event.target.value })}
                  >
                    <option value="">Choose an address</option>
                    <SelectOptions values={homes.map((home) => home.full)} />
                  </NativeSelect>
                )}
              </Field>
            </>
          )}
        </>
      )}
      <Field
        id={id('amount')}
        label="Amount"
        error={problems.costCents}
        hint={range ? `Varies: ${range}` : undefined}
      >
        {(control) => (
          <CurrencyInput
            {...control}
            value={draft.costCents}
            onChange={(costCents) => onChange({ ...draft, costCents })}
          />
        )}
      </Field>
      {paying && (
        <div className="sm:col-span-2">
          <CheckboxField
            id={id('auto-pay')}
            label={`Auto-pay from ${paying.label}`}
            hint={
              updating
                ? 'Charged to this account in the statements; saved as its payment account if it has none.'
                : 'Charged to this account in the statements; saved as its payment account.'
            }
            value={draft.autoPay}
            onChange={(autoPay) => onChange({ ...draft, autoPay })}
            onBlur={() => undefined}
          />
        </div>
      )}
    </div>
  );
}
