import { useState, type ComponentProps } from 'react';
import { Button } from '@web/components/ui/button';
import { RemovalDialog } from './removal-dialog';

type Props = Omit<ComponentProps<typeof RemovalDialog>, 'onClose'> & {
  /** The button's text. */
  label: string;
  /** The button's name for a screen reader: what it takes away from whom. */
  ariaLabel: string;
};

/** A row's button that takes something away, after asking in a removal dialog. */
export function RemovalButton({ label, ariaLabel, ...dialog }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={ariaLabel}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      {confirming && <RemovalDialog {...dialog} onClose={() => setConfirming(false)} />}
    </>
  );
}
