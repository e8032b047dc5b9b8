import { useEffect, useRef } from 'react';
import { StepMark } from '@web/components/step-mark';
import { stepScrollLeft } from '../lib/step-scroll';

type Props = {
  labels: readonly string[];
  current: number;
  /** Saves the step on screen and opens another; off while a save runs. */
  onGoTo: (step: number) => void;
  busy: boolean;
};

/**
 * "Step 3 of 9" in words, and every step as a button to jump to (the answers so far are saved
 * first); on a phone the list scrolls sideways rather than squeezing nine names into one row.
 * Wider, the steps wrap into rows: a will's ten do not fit the page's column in one row even on a
 * desktop, and the steps scrolled out of sight there looked cut off.
 */
export function LegalStepIndicator({ labels, current, onGoTo, busy }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // The current step may sit past the edge of the list on a phone: scroll the list alone (not the
  // page) so it shows and no label is cut (stepScrollLeft).
  useEffect(() => {
    const ol = list.current;
    if (!ol) return;
    const box = ol.getBoundingClientRect();
    const spans = [...ol.children].map((item) => {
      const rect = item.getBoundingClientRect();
      return {
        start: rect.left - box.left + ol.scrollLeft,
        end: rect.right - box.left + ol.scrollLeft,
      };
    });
    const target = stepScrollLeft(
      { scrollLeft: ol.scrollLeft, width: ol.clientWidth },
      spans,
      current,
    );
    if (!target) return;
    // Set here, not in the markup: it depends on the measured widths (room after the last step).
    ol.style.paddingInlineEnd = target.tail > 0 ? `${target.tail}px` : '';
    ol.scrollLeft = target.left;
  }, [current]);
  return (
    <nav aria-label="Interview steps" className="grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        Step {current + 1} of {labels.length}
      </p>
      <ol
        ref={list}
        className="flex gap-2 overflow-x-auto pb-1 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] sm:overflow-visible"
      >
        {labels.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            // Relative: the screen-reader-only text is positioned inside the scrolling list, not
            // past the page's edge (which made the whole page scroll sideways on a phone).
            <li key={label} className="relative min-w-24 flex-1">
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                disabled={busy || active}
                onClick={() => onGoTo(index)}
                className="grid w-full gap-2 rounded-md p-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default"
              >
                <StepMark
                  label={label}
                  done={done}
                  active={active}
                  doneText="(visited)"
                  textClassName="text-xs"
                />
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
