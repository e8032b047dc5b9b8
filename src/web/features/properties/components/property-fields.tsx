import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { PropertyInput } from '../api/property-mutations';
import type { TPropertyFormValues } from '../lib/property-form';
import { HomeFields } from './home-fields';
import { KindChoice } from './kind-choice';
import { VehicleFields } from './vehicle-fields';

type Props = {
  form: UseFormReturn<TPropertyFormValues, unknown, PropertyInput>;
  /** Adding: home or vehicle can be chosen. An existing property keeps its kind. */
  chooseKind: boolean;
};

/** The chosen kind's fields, after the choice of kind when adding. */
export function PropertyFields({ form, chooseKind }: Props) {
  const chosen = useWatch({ control: form.control, name: 'kind' });
  return (
    <>
      {chooseKind && (
        <KindChoice
          value={chosen}
          onChange={(next) => {
            form.setValue('kind', next);
            // The other kind's messages no longer apply to what is on screen.
            form.clearErrors();
          }}
        />
      )}
      {chosen === 'home' ? <HomeFields form={form} /> : <VehicleFields form={form} />}
    </>
  );
}
