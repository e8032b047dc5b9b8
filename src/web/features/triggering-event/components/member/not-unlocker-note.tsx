import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** For a member who is not a trusted contact: who can report, and what to do instead. */
export function NotUnlockerNote({ ownerName }: { ownerName: string }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <h2 id={titleId} className="leading-none font-semibold">
            Who can report an event
          </h2>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm text-muted-foreground">
          <p>
            {ownerName} chooses the trusted contacts who may report a death or incapacity, and you
            are not one of them. If something has happened to {ownerName}, please let one of their
            family know.
          </p>
          <p>
            When a report is confirmed, what {ownerName} shared with you “after the event” and the
            step-by-step plan appear on this page.
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
