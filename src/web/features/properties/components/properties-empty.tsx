import { Car, House } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { Button } from '@web/components/ui/button';
import type { PropertyKind } from '../lib/property-form';

type Props = { onAdd: ((kind: PropertyKind) => void) | null };

/** No properties yet: what the screen shows for them, and the buttons to add the first. */
export function PropertiesEmpty({ onAdd }: Props) {
  return (
    <RecordsEmpty
      icon={<House aria-hidden />}
      title="No properties yet"
      description="Add your homes and vehicles to see what each is worth, what is still owed on it, and the monthly bills that come with it."
      addLabel="Add your first home"
      addIcon={<House aria-hidden />}
      onAdd={onAdd && (() => onAdd('home'))}
    >
      {onAdd && (
        <Button variant="outline" onClick={() => onAdd('vehicle')}>
          <Car aria-hidden />
          Add a vehicle
        </Button>
      )}
    </RecordsEmpty>
  );
}
