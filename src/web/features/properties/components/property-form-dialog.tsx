import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TProperty } from '@shared/finance/property-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useCreateProperty, useUpdateProperty } from '../api/property-mutations';
import {
  PROPERTY_FORM_FIELDS,
  ZPropertyForm,
  propertyFormValues,
  type PropertyKind,
} from '../lib/property-form';
import { propertyTitle } from '../lib/property-links';
import { HomeFields } from './home-fields';
import { KindChoice } from './kind-choice';
import { VehicleFields } from './vehicle-fields';
import { AddingToNote } from '@web/components/adding-to-note';

type Props = {
  /** The property to edit, or null to add one of `kind`. */
  property: TProperty | null;
  kind: PropertyKind;
  onClose: () => void;
};

/**
 * Add or edit a home or vehicle. Adding, the kind can be switched and the fields follow; an
 * existing property keeps its kind. Mounted only while open, so each opening starts fresh.
 */
export function PropertyFormDialog({ property, kind, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useForm({
    resolver: zodResolver(ZPropertyForm),
    defaultValues: propertyFormValues(property, kind),
  });
  const chosen = useWatch({ control: form.control, name: 'kind' });

  const { submit, busy } = useSaveForm({
    form,
    editingId: property?.id ?? null,
    create,
    update,
    fields: PROPERTY_FORM_FIELDS,
    onSaved: onClose,
  });

  const title = property
    ? property.kind === 'home'
      ? 'Edit home'
      : 'Edit vehicle'
    : 'Add property';

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {property
              ? propertyTitle(property)
              : 'A home or a vehicle, with what it is worth. Loans and bills link to it.'}
            {!property && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          {!property && (
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={property ? 'Saving…' : 'Adding…'}>
              {property ? 'Save changes' : chosen === 'home' ? 'Add home' : 'Add vehicle'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
