import { createContext, useContext, useEffect } from 'react';

const HOME_TITLE = "Nido: your family's finances and estate plan in one place";

/** The tab title a page asks for ("Monthly Expenses · Nido"), or the home page's own. */
export function pageTitle(title: string | null): string {
  return title ? `${title} · Nido` : HOME_TITLE;
}

/**
 * Where a page rendered ahead of time (the pre-rendered public pages) leaves its title: effects
 * do not run there, and the title belongs in the HTML.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the tab title so screen-reader users hear where they landed. */
export function usePageTitle(title: string | null): void {
  const recordTitle = useContext(PageTitleSink);
  recordTitle?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
