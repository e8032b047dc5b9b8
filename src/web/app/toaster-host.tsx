import { createElement, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react';
import { createExternalStore } from '@web/lib/external-store';
import { useTheme } from '@web/lib/theme';

/**
 * The toast viewport lives at the root so a toast survives navigation (sign-out shows "Signed out"
 * on the landing page), but its code (sonner) is only downloaded by screens that toast. Those
 * screens register the Toaster component here; until then nothing renders.
 */
type ToasterComponent = ComponentType<{
  theme: 'light' | 'dark';
  visibleToasts: number;
  duration: number;
  closeButton: boolean;
  style: CSSProperties;
  toastOptions: { classNames: Record<string, string> };
}>;

const registered = createExternalStore<ToasterComponent | null>(null);

export function registerToaster(component: ToasterComponent): void {
  registered.set(component);
}

/** Spec §9: at most 3 toasts at once, 4 seconds each, 356 px wide. */
const TOASTER_STYLE = { '--width': '356px' } as CSSProperties;

/**
 * Our theme tokens instead of sonner's "rich colors", whose green and red text on tinted
 * backgrounds falls below 4.5:1. The kind of toast shows in its icon's colour.
 */
const TOAST_CLASS_NAMES = {
  toast: 'bg-popover! text-popover-foreground! border-border! shadow-lg!',
  description: 'text-muted-foreground!',
  success: '[&_[data-icon]]:text-success!',
  error: '[&_[data-icon]]:text-destructive!',
  actionButton: 'bg-primary! text-primary-foreground!',
  cancelButton: 'bg-muted! text-foreground!',
  // 24 px, the smallest target WCAG 2.2 allows: a toast can sit over a dialog's buttons.
  closeButton: 'bg-popover! text-foreground! border-border! size-6!',
};

export function ToasterHost() {
  const Toaster = useSyncExternalStore(registered.subscribe, registered.get);
  const { resolvedTheme } = useTheme();
  if (!Toaster) return null;
  // The component was registered once from a static import elsewhere, never created here.
  return createElement(Toaster, {
    theme: resolvedTheme,
    visibleToasts: 3,
    duration: 4000,
    closeButton: true,
    style: TOASTER_STYLE,
    toastOptions: { classNames: TOAST_CLASS_NAMES },
  });
}
