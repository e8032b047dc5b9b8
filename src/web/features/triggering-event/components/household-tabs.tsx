import { useSearchParams } from 'react-router';
import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { Badge } from '@web/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { EVENT_STATUS_LABELS } from '../lib/event-words';
import { HouseholdView } from './household-view';

function tabLabel(household: TEventHousehold): string {
  return household.isOwner ? 'Your household' : household.ownerName;
}

/**
 * One tab per household the reader meets here, their own first. The open one is in the URL
 * (`?household=<ownerId>`), so a link can open it and a reload stays there; a household with a
 * waiting or unlocked report says so on its tab.
 */
export function HouseholdTabs({ households }: { households: readonly TEventHousehold[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('household');
  const open = households.find((each) => each.ownerId === asked) ?? households[0];
  const select = (ownerId: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('household', ownerId);
        return updated;
      },
      { replace: true },
    );
  if (!open) return null;
  return (
    <Tabs value={open.ownerId} onValueChange={select} className="gap-6">
      <TabsList aria-label="Households" className="h-auto flex-wrap">
        {households.map((household) => (
          <TabsTrigger key={household.ownerId} value={household.ownerId}>
            {tabLabel(household)}
            {household.event && (
              <Badge variant={household.event.status === 'pending' ? 'destructive' : 'secondary'}>
                {EVENT_STATUS_LABELS[household.event.status]}
              </Badge>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {households.map((household) => (
        <TabsContent key={household.ownerId} value={household.ownerId}>
          <HouseholdView household={household} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
