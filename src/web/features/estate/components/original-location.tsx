import { MapPin } from 'lucide-react';

/**
 * Where the signed original is kept: the first thing a family looks for, since a court wants the
 * original will, not a copy. Said plainly when it is not recorded.
 */
export function OriginalLocation({ location }: { location: string | null }) {
  if (!location)
    return (
      <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        Where the original is kept is not recorded yet. Your family will need the signed original,
        not a copy.
      </p>
    );
  return (
    <div className="flex items-start gap-2 rounded-md border-l-4 border-primary bg-accent p-3">
      <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p className="grid gap-0.5">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Original kept at
        </span>
        <span className="font-semibold break-words whitespace-pre-line">{location}</span>
      </p>
    </div>
  );
}
