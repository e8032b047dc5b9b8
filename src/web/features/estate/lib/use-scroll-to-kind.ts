import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { INSTRUMENT_KINDS } from '@shared/estate/instrument-kinds';

/**
 * A gap's "fix it" link points at a kind's card (`/estate-plan#trust`). The cards render only
 * once the plan has loaded, after the browser looked for the anchor, so this brings the card into
 * view then, and moves focus to it so keyboard and screen reader users land there too.
 */
export function useScrollToKind(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const kind = hash.slice(1);
    if (!ready || !INSTRUMENT_KINDS.some((each) => each === kind)) return;
    const card = document.getElementById(kind);
    if (!card) return;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, ready]);
}
