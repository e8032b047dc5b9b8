import { useId, useState } from 'react';
import { Info } from 'lucide-react';
import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ReportEventDialog } from './report-event-dialog';

/**
 * For a trusted contact: the way to tell Nido that the owner has died or can no longer act for
 * themselves, or, when they cannot report yet, why.
 */
export function ReportEventCard({ household }: { household: TEventHousehold }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const owner = household.ownerName;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <h2 id={titleId} className="leading-none font-semibold">
            Report an event
          </h2>
          <CardDescription>
            {owner} named you a trusted contact. If {owner} has died or can no longer act for
            themselves, tell us here. {owner} is emailed at once and can stop the report while it
            waits.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {household.canReport ? (
            <Button className="w-fit" onClick={() => setOpen(true)}>
              Report a death or incapacity
            </Button>
          ) : (
            <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm">
              <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              {household.cannotReportReason ?? 'You cannot report for this household right now.'}
            </p>
          )}
        </CardContent>
      </section>
      {open && <ReportEventDialog household={household} onClose={() => setOpen(false)} />}
    </Card>
  );
}
