import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props = {
  /** The group's name, e.g. "Beneficiary 2"; shown and read as the legend. */
  title: string;
  /** What the row holds so far, added to the Remove button's name when there is one. */
  name?: string;
  onRemove: () => void;
  children: ReactNode;
};

/** One removable row of a repeating form section: a titled fieldset with a Remove button. */
export function RemovableFieldset({ title, name, onRemove, children }: Props) {
  return (
    <fieldset className="grid gap-3 rounded-md bg-muted/40 p-3">
      {/* The legend names the group; it must be the fieldset's first child, so the visible title
          beside the Remove button is a copy hidden from screen readers. */}
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden className="text-sm font-medium">
          {title}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2"
          aria-label={`Remove ${title}${name ? ` (${name})` : ''}`}
          onClick={onRemove}
        >
          <X aria-hidden />
          Remove
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
