import { useEffect } from 'react';

/** Sets the tab title ("Monthly Expenses · Nido") so screen-reader users hear where they landed. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · Nido`
      : "Nido: your family's finances and estate plan in one place";
  }, [title]);
}
