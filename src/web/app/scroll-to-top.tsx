import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: every route change starts at the top; links to a section (#pricing) go to it. The page
 * the app starts on is left where the browser put it: at the top, where a reload was, or where
 * the visitor has already scrolled a first screen the server rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    const first = !started.current;
    started.current = true;
    if (first && !hash) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
