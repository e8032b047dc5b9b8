import { describe, expect, it } from 'vitest';
import { stepScrollLeft } from './step-scroll';

// Nine steps 96 px wide with 8 px between them (min-w-24 gap-2), in a list 740 px wide.
const steps = Array.from({ length: 9 }, (_, index) => ({
  start: index * 104,
  end: index * 104 + 96,
}));

// Review of issue 17: at 1280 px the list showed "amily" as its first label.
describe('where the step list scrolls', () => {
  it('stays put while the current step shows', () => {
    expect(stepScrollLeft({ scrollLeft: 0, width: 740 }, steps, 1)).toBeNull();
    expect(stepScrollLeft({ scrollLeft: 208, width: 740 }, steps, 8)).toBeNull();
  });

  it('brings a later step into view with the first visible step whole at the edge', () => {
    const left = stepScrollLeft({ scrollLeft: 0, width: 740 }, steps, 8);
    // Step 3 (start 208) is the earliest from which step 9 (end 928) fits in 740 px.
    expect(left).toBe(208);
    expect(steps.some((step) => step.start === left)).toBe(true);
    expect(steps[8]!.end).toBeLessThanOrEqual(left! + 740);
  });

  it('goes back to the start for an earlier step', () => {
    expect(stepScrollLeft({ scrollLeft: 208, width: 740 }, steps, 0)).toBe(0);
    expect(stepScrollLeft({ scrollLeft: 208, width: 740 }, steps, 1)).toBe(0);
  });

  it('starts at the current step on a list narrower than two steps (a phone)', () => {
    expect(stepScrollLeft({ scrollLeft: 0, width: 150 }, steps, 4)).toBe(416);
    expect(stepScrollLeft({ scrollLeft: 0, width: 90 }, steps, 4)).toBe(416);
  });
});
