/** A step's place along the scrolling list, in the list's own content pixels. */
export type StepSpan = { start: number; end: number };

/**
 * Where the step list scrolls to so the current step shows: nowhere (null) when it already does,
 * else the start of the earliest step from which the current one still fits. The first step in
 * view then begins at the list's edge, so no label is cut ("amily" for "Your family"), which
 * `scrollIntoView({ inline: 'nearest' })` did by lining the current step up with the right edge.
 */
export function stepScrollLeft(
  view: { scrollLeft: number; width: number },
  steps: readonly StepSpan[],
  current: number,
): number | null {
  const step = steps[current];
  const first = steps[0];
  if (!step || !first) return null;
  if (step.start >= view.scrollLeft && step.end <= view.scrollLeft + view.width) return null;
  const from = steps.findIndex(
    (each, index) => index <= current && step.end - each.start <= view.width,
  );
  return steps[from === -1 ? current : from]!.start - first.start;
}
