import { describe, expect, it } from 'vitest';
import { createListAnswerCache, LIST_ANSWER_KEPT_MS } from './list-answer-cache';

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('createListAnswerCache', () => {
  it('gives back the answer kept under a tag, and nothing for another tag', () => {
    const cache = createListAnswerCache(1000);
    const answer = bytes(10);
    cache.set('"a"', answer);
    expect(cache.get('"a"')).toBe(answer);
    expect(cache.get('"b"')).toBeUndefined();
  });

  it('drops the least recently asked answers to stay within its size', () => {
    const cache = createListAnswerCache(1000);
    cache.set('"a"', bytes(250));
    cache.set('"b"', bytes(250));
    cache.set('"c"', bytes(250));
    cache.get('"a"');
    cache.set('"d"', bytes(250));
    cache.set('"e"', bytes(250));
    expect(cache.get('"a"')).toBeDefined();
    expect(cache.get('"b"')).toBeUndefined();
    expect(cache.get('"e"')).toBeDefined();
  });

  it('keeps no answer larger than a quarter of its size', () => {
    const cache = createListAnswerCache(1000);
    cache.set('"big"', bytes(251));
    expect(cache.get('"big"')).toBeUndefined();
  });

  it('forgets an answer after ten minutes, however often it is asked for', () => {
    let clock = 5_000;
    const cache = createListAnswerCache(1000, () => clock);
    cache.set('"a"', bytes(10));
    clock += LIST_ANSWER_KEPT_MS - 1;
    expect(cache.get('"a"')).toBeDefined();
    clock += 2;
    expect(cache.get('"a"')).toBeUndefined();
  });

  it('keeps nothing when given no memory', () => {
    const cache = createListAnswerCache(0);
    cache.set('"a"', bytes(10));
    expect(cache.get('"a"')).toBeUndefined();
  });
});
