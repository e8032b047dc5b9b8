import { useEffect, useRef, useState } from 'react';

/**
 * Whether a box that scrolls sideways has more to show past its right edge: a wide table on a
 * phone scrolls inside its own box, and without a cue nothing says the columns go on. Measured
 * when the box or its content changes size and as it scrolls.
 */
export function useMoreToTheRight<T extends HTMLElement>() {
  const box = useRef<T>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // One pixel of slack: widths are fractional and scrollLeft is rounded.
    const measure = () =>
      setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    if (element.firstElementChild) resizes.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return { box, more };
}
