import { useCallback, useState } from 'react';

/** Long lists show 100 rows; each "Show more" adds 100. */
export const PAGE_SIZE = 100;

/**
 * "Show more" paging of a long list, so 5,000 obligations never put 5,000 rows in the page.
 * A new list (another filter, search or sort) starts again at one page: the limit belongs to the
 * list it was raised for, which is derived here rather than reset in an effect.
 */
export function usePaged<T>(items: readonly T[], pageSize = PAGE_SIZE) {
  const [state, setState] = useState({ items, limit: pageSize });
  const limit = state.items === items ? state.limit : pageSize;
  const showMore = useCallback(
    () => setState({ items, limit: limit + pageSize }),
    [items, limit, pageSize],
  );
  return {
    visible: limit >= items.length ? items : items.slice(0, limit),
    total: items.length,
    hasMore: limit < items.length,
    showMore,
  };
}
