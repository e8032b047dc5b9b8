import { ScrollText } from 'lucide-react';

/** What giving access means, in plain words: everything is logged, and it ends by itself. */
export function ActivityLogNote() {
  return (
    <p className="flex gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
      <ScrollText className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Every page the advisor views and every change they make shows in your activity log. Their
        access ends by itself when the days run out, and you can revoke it at any time.
      </span>
    </p>
  );
}
