import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/utils';

type Props = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Added to the dimmed layer over the page. */
  overlayClassName?: string;
  /** Where the corner close button sits, and its own look. */
  closeClassName: string;
  /** The close button's name for a screen reader. */
  closeLabel: string;
};

/** A Radix dialog's layer: the page dimmed behind, the box, and the close button in its corner. */
export function ModalContent({
  overlayClassName,
  closeClassName,
  closeLabel,
  children,
  ...props
}: Props) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', overlayClassName)} />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogPrimitive.Close
          className={cn(
            'absolute rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
            closeClassName,
          )}
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
