import { useId } from 'react';
import { Home } from 'lucide-react';
import { fullAddress } from '@shared/finance/address';
import { HOME_TYPE_LABELS, HOME_TYPES, type HomeType } from '@shared/finance/property-schemas';
import { isSameStreetAddress, streetOfLine } from '@shared/finance/street-address';
import { CheckboxField } from '@web/components/ui/checkbox-field';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import type { BillDraft } from '../lib/bill-draft';

type Props = { draft: BillDraft; onChange: (draft: BillDraft) => void };

/** Whether the home the draft is for is still the one at the bill's service address. */
function atServiceAddress(draft: BillDraft): boolean {
  return (
    draft.serviceAddress !== null &&
    draft.address !== null &&
    isSameStreetAddress(streetOfLine(draft.serviceAddress), draft.address)
  );
}

/**
 * What a home bill's service address proposed (issue 36): the household's property there, or,
 * when none is, adding the address as a property on saving. Only while the bill is for that
 * address: a home chosen by hand is the person's own answer.
 */
export function PropertyChoice({ draft, onChange }: Props) {
  const id = useId();
  if (draft.category !== 'home' || !atServiceAddress(draft) || !draft.address) return null;
  const { property, canAddProperty } = draft.proposals;
  if (property && fullAddress(draft.address) === property.address.full) {
    return (
      <p className="flex items-start gap-2 text-sm">
        <Home className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          {`The service address on the bill is your property ${
            property.name ? `${property.name}, ` : ''
          }${property.address.full}.`}
        </span>
      </p>
    );
  }
  if (!canAddProperty) return null;
  const adding = draft.addProperty !== null;
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <CheckboxField
        id={`${id}-add`}
        label="Add it as a property"
        hint={`${fullAddress(draft.address)}, the service address on the bill, is not one of your properties yet.`}
        value={adding}
        onChange={(checked) =>
          onChange({ ...draft, addProperty: checked ? 'primary_residence' : null })
        }
        onBlur={() => undefined}
      />
      {draft.addProperty !== null && (
        <Field id={`${id}-type`} label="Type of home" className="sm:max-w-xs">
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.addProperty ?? ''}
              onChange={(event) =>
                onChange({ ...draft, addProperty: event.target.value as HomeType })
              }
            >
              <SelectOptions values={HOME_TYPES} label={(type) => HOME_TYPE_LABELS[type]} />
            </NativeSelect>
          )}
        </Field>
      )}
    </div>
  );
}
