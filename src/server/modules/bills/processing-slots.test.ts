import { describe, expect, it } from 'vitest';
import { ProcessingSlots } from './processing-slots';

describe('ProcessingSlots', () => {
  it('gives each person up to their limit at once, and a slot again once one is given back', () => {
    const slots = new ProcessingSlots(2);
    const first = slots.take('ann');
    const second = slots.take('ann');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.take('ann')).toBeNull();
    expect(slots.take('ben')).not.toBeNull();
    first?.();
    expect(slots.take('ann')).not.toBeNull();
  });

  it('counts a slot given back twice once', () => {
    const slots = new ProcessingSlots(1);
    const release = slots.take('ann');
    release?.();
    release?.();
    expect(slots.take('ann')).not.toBeNull();
    expect(slots.take('ann')).toBeNull();
  });
});
