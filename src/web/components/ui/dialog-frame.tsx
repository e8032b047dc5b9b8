import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/**
 * How the dialog opens: mounted only while open (the default), or shown while the caller's `open`
 * is true; or from a `trigger` button of its own, which asks to open through `onOpen` and gets
 * focus back when the dialog closes.
 */
type Opening =
  | { trigger?: undefined; onOpen?: undefined; open?: boolean }
  | { trigger: ReactNode; onOpen: () => void; open: boolean };

type DialogFrameProps = Opening & {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The dialog's accessible description. */
  description: ReactNode;
  /** Escape, a click outside and the corner button close it by calling this. */
  onClose: () => void;
  /** While an action runs nothing closes the dialog, so the person sees how it ends. */
  busy?: boolean;
  /** The box's width and layout (DialogContent's classes). */
  className?: string;
  /** For a header laid out apart from the body (bordered, padded). */
  headerClassName?: string;
  titleClassName?: string;
  /** "alertdialog" for a dialog that only asks before something cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close, for a dialog opened without a trigger (see useReturnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The body, below the header. */
  children: ReactNode;
};

/**
 * A dialog's frame: the box with its title and description above the body. Open unless told
 * otherwise, because most dialogs are mounted only while they show.
 */
export function DialogFrame({
  trigger,
  onOpen,
  open = true,
  title,
  description,
  onClose,
  busy = false,
  className,
  headerClassName,
  titleClassName,
  // Spelled out: a role given to Radix, even undefined, replaces its own "dialog".
  role = 'dialog',
  onCloseAutoFocus,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen?.() : !busy && onClose())}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent role={role} onCloseAutoFocus={onCloseAutoFocus} className={className}>
        <DialogHeader className={headerClassName}>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
