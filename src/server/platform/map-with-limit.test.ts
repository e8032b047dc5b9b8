import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './map-with-limit';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithLimit', () => {
  it('answers in the order of the items, whatever order the work finishes in', async () => {
    const delays = [30, 5, 20, 1, 10];
    const results = await mapWithLimit(delays, 2, async (delay, index) => {
      await tick(delay);
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
  });

  it('never runs more than the limit at once, and uses all of it', async () => {
    let running = 0;
    let most = 0;
    await mapWithLimit(
      Array.from({ length: 9 }, (_, index) => index),
      3,
      async (index) => {
        running += 1;
        most = Math.max(most, running);
        await tick(5 + (index % 3) * 5);
        running -= 1;
      },
    );
    expect(most).toBe(3);
  });

  it('works each item exactly once, with fewer items than lanes and with none', async () => {
    const seen: number[] = [];
    const double = (item: number) => (seen.push(item), Promise.resolve(item * 2));
    expect(await mapWithLimit([7], 4, double)).toEqual([14]);
    expect(seen).toEqual([7]);
    expect(await mapWithLimit([], 2, () => Promise.resolve(1))).toEqual([]);
  });

  it('rejects when a piece of work fails', async () => {
    const work = (item: number) =>
      item === 2 ? Promise.reject(new Error('bad bill')) : Promise.resolve(item);
    await expect(mapWithLimit([1, 2, 3], 2, work)).rejects.toThrow('bad bill');
  });
});
