/** A step's place along the scrolling list, in the list's own content pixels. */
export type StepSpan = { start: number; end: number };

/**
 * Where the step list scrolls to so the current step shows: nowhere (null) when it already does,
 * else the start of the earliest step from which the current one still fits. The first step in
 * view then begins at the list's edge, so no label is cut ("amily" for "Your family"), which
 * `scrollIntoView({ inline: 'nearest' })` did by lining the current step up with the right edge.
 * Near the end the list cannot scroll that far (its width is rarely a whole number of steps):
 * `tail` is the room to add after the last step so it can.
 */
export function stepScrollLeft(
  view: { scrollLeft: number; width: number },
  steps: readonly StepSpan[],
  current: number,
): { left: number; tail: number } | null {
  const step = steps[current];
  const first = steps[0];
  const last = steps.at(-1);
  if (!step || !first || !last) return null;
  if (step.start >= view.scrollLeft && step.end <= view.scrollLeft + view.width) return null;
  const from = steps.findIndex(
    (each, index) => index <= current && step.end - each.start <= view.width,
  );
  const left = steps[from === -1 ? current : from]!.start - first.start;
  return { left, tail: Math.max(0, Math.ceil(left + view.width - (last.end - first.start))) };
}
