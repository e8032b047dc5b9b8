import { describe, expect, it } from 'vitest';
import { stepScrollLeft } from './step-scroll';

// Nine steps 96 px wide with 8 px between them (min-w-24 gap-2): 928 px in all.
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
    // Step 5 (start 416) is the earliest from which step 7 (end 720) fits in 400 px.
    expect(stepScrollLeft({ scrollLeft: 0, width: 400 }, steps, 6)).toEqual({ left: 416, tail: 0 });
  });

  it('adds room after the last step when the list cannot scroll far enough', () => {
    // From step 3 (start 208) step 9 (end 928) fits in 740 px, but the list ends 20 px short.
    expect(stepScrollLeft({ scrollLeft: 0, width: 740 }, steps, 8)).toEqual({
      left: 208,
      tail: 20,
    });
  });

  it('goes back to the start for an earlier step', () => {
    expect(stepScrollLeft({ scrollLeft: 208, width: 740 }, steps, 0)).toEqual({ left: 0, tail: 0 });
    expect(stepScrollLeft({ scrollLeft: 208, width: 740 }, steps, 1)).toEqual({ left: 0, tail: 0 });
  });

  it('starts at the current step on a list narrower than two steps (a phone)', () => {
    expect(stepScrollLeft({ scrollLeft: 0, width: 150 }, steps, 4)).toEqual({ left: 416, tail: 0 });
    expect(stepScrollLeft({ scrollLeft: 0, width: 90 }, steps, 4)).toEqual({ left: 416, tail: 0 });
  });
});
