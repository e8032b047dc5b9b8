import { Car, House } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';
import type { PropertyKind } from '../lib/property-form';

type Props = { onAdd: ((kind: PropertyKind) => void) | null };

/** No properties yet: what the screen shows for them, and the buttons to add the first. */
export function PropertiesEmpty({ onAdd }: Props) {
  return (
    <EmptyState
      icon={<House aria-hidden />}
      title="No properties yet"
      description={
        onAdd
          ? 'Add your homes and vehicles to see what each is worth, what is still owed on it, and the monthly bills that come with it.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => onAdd('home')}>
              <House aria-hidden />
              Add your first home
            </Button>
            <Button variant="outline" onClick={() => onAdd('vehicle')}>
              <Car aria-hidden />
              Add a vehicle
            </Button>
          </div>
        )
      }
    />
  );
}
