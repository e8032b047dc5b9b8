import { Scale } from 'lucide-react';

/** Said on every screen of the wizard, as the documents say it on every page. */
export function NotLegalAdvice() {
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <Scale aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Nido is not a law firm and this is not legal advice. For a large estate, a blended family or
        a business, have an attorney review your documents.
      </span>
    </p>
  );
}
