import { useRef, useState } from 'react';

export type ReturnFocus = {
  /** Pass as the dialog content's `onCloseAutoFocus`. */
  onCloseAutoFocus: (event: Event) => void;
  /**
   * Call before closing when the action removed the item whose button opened the dialog (a
   * delete): the list re-renders a moment after the dialog closes, so the button still looks
   * present when focus is placed.
   */
  openerRemoved: () => void;
};

/**
 * Focus for a dialog opened without a `DialogTrigger` (from a button on a list item): Radix can
 * only give focus back to its own trigger, so this remembers what had focus when the dialog
 * mounted and returns it there on close. When that element is gone, focus goes to the page's
 * heading (`PageHeader` makes it focusable) rather than being lost to <body>.
 */
export function useReturnFocus(): ReturnFocus {
  // Read once, at the dialog's first render: focus has not moved into the dialog yet.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const removed = useRef(false);
  return {
    onCloseAutoFocus: (event) => {
      const target =
        !removed.current && opener?.isConnected
          ? opener
          : document.querySelector<HTMLElement>('h1[tabindex="-1"]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    openerRemoved: () => {
      removed.current = true;
    },
  };
}
