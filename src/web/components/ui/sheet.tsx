import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cn } from '@web/lib/utils';
import { ModalContent } from './modal-content';

export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

/** A dialog that slides in from the left edge; the sidebar becomes one below 768 px. */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <ModalContent
      closeClassName="top-3 right-3 p-1"
      closeLabel="Close menu"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex h-full w-72 max-w-[85vw] flex-col bg-sidebar text-sidebar-foreground shadow-lg',
        className,
      )}
      {...props}
    >
      {children}
    </ModalContent>
  );
}
