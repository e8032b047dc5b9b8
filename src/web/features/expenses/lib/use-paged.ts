import { startTransition, useCallback, useEffect, useState } from 'react';

/** Long lists show 100 rows; each "Show more" adds 100. */
export const PAGE_SIZE = 100;

/**
 * A new list draws this many rows with the result, and the rest of its page once that is on
 * screen (a background render, which typing or clicking interrupts). The filters, the search box
 * and the column headers sit above the list, so these rows fill the screen of whoever uses them;
 * building, laying out and painting all 100 at once took most of the 100 ms a filter, search or
 * sort of 5,000 obligations may take (DESIGN.md §8, bench/README.md). Cards are taller: eight
 * fill a screen.
 */
export const FIRST_DRAWN = { rows: 20, cards: 8 };

type Paging<T> = { items: readonly T[]; limit: number; drawn: number };

/**
 * "Show more" paging of a long list, so 5,000 obligations never put 5,000 rows in the page.
 * A new list (another filter, search or sort) starts again at one page: the limit belongs to the
 * list it was raised for, which is derived here rather than reset in an effect.
 *
 * `visible` is what to draw now; `shown` is how many rows the page has (what "Showing N of M"
 * counts), which `visible` reaches a frame or two after a new list arrives.
 */
export function usePaged<T>(
  items: readonly T[],
  { pageSize = PAGE_SIZE, first = FIRST_DRAWN.rows }: { pageSize?: number; first?: number } = {},
) {
  const [state, setState] = useState<Paging<T>>(() => ({ items, limit: pageSize, drawn: first }));
  const current: Paging<T> =
    state.items === items ? state : { items, limit: pageSize, drawn: first };
  const shown = Math.min(current.limit, items.length);
  const drawn = Math.min(current.drawn, shown);

  useEffect(() => {
    if (drawn >= shown) return;
    // After the frame that shows the first rows: a timer queued from requestAnimationFrame runs
    // once that frame is drawn.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() => setState({ items, limit: current.limit, drawn: current.limit })),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, drawn, shown, current.limit]);

  // The next page comes in the same way: its first rows at once, where the button was.
  const showMore = useCallback(
    () => setState({ items, limit: current.limit + pageSize, drawn: current.limit + first }),
    [items, current.limit, pageSize, first],
  );

  return {
    visible: drawn >= items.length ? items : items.slice(0, drawn),
    shown,
    total: items.length,
    hasMore: current.limit < items.length,
    showMore,
  };
}
