import { describe, expect, it } from 'vitest';
import { createDevClock } from './dev-clock';

describe('the dev clock', () => {
  it('runs with real time and moves forward by the hours asked', () => {
    let real = new Date('2026-05-01T09:00:00Z');
    const clock = createDevClock(() => real);
    expect(clock.now()).toEqual(real);
    expect(clock.advance(3)).toEqual(new Date('2026-05-01T12:00:00Z'));
    real = new Date('2026-05-01T09:30:00Z');
    expect(clock.now()).toEqual(new Date('2026-05-01T12:30:00Z'));
    expect(clock.advance(0.5)).toEqual(new Date('2026-05-01T13:00:00Z'));
  });
});
