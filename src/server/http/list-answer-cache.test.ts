import { describe, expect, it } from 'vitest';
import { createListAnswerCache, LIST_ANSWER_KEPT_MS } from './list-answer-cache';

const kept = (etag: string, size = 10) => ({ etag, answer: new Uint8Array(size).fill(1) });

describe('createListAnswerCache', () => {
  it('gives back the answer last kept for a list and selection, in any order of households', () => {
    const cache = createListAnswerCache(1000);
    const first = kept('"a"');
    cache.set('expenses', ['o1', 'o2'], first);
    expect(cache.get('expenses', ['o2', 'o1'])).toBe(first);
    const newer = kept('"b"');
    cache.set('expenses', ['o1', 'o2'], newer);
    expect(cache.get('expenses', ['o1', 'o2'])).toBe(newer);
  });

  it('keeps other lists and selections apart', () => {
    const cache = createListAnswerCache(1000);
    cache.set('expenses', ['o1', 'o2'], kept('"a"'));
    expect(cache.get('expenses', ['o1'])).toBeUndefined();
    expect(cache.get('expenses', ['o1', 'o2', 'o3'])).toBeUndefined();
    expect(cache.get('loans', ['o1', 'o2'])).toBeUndefined();
  });

  it('drops the least recently asked answers to stay within its size', () => {
    const cache = createListAnswerCache(1000);
    for (const owner of ['a', 'b', 'c']) cache.set('expenses', [owner], kept(owner, 250));
    cache.get('expenses', ['a']);
    for (const owner of ['d', 'e']) cache.set('expenses', [owner], kept(owner, 250));
    expect(cache.get('expenses', ['a'])).toBeDefined();
    expect(cache.get('expenses', ['b'])).toBeUndefined();
    expect(cache.get('expenses', ['e'])).toBeDefined();
  });

  it('keeps no answer larger than a quarter of its size', () => {
    const cache = createListAnswerCache(1000);
    cache.set('expenses', ['o1'], kept('"big"', 251));
    expect(cache.get('expenses', ['o1'])).toBeUndefined();
  });

  it('forgets an answer after ten minutes, however often it is asked for', () => {
    let clock = 5_000;
    const cache = createListAnswerCache(1000, () => clock);
    cache.set('expenses', ['o1'], kept('"a"'));
    clock += LIST_ANSWER_KEPT_MS - 1;
    expect(cache.get('expenses', ['o1'])).toBeDefined();
    clock += 2;
    expect(cache.get('expenses', ['o1'])).toBeUndefined();
  });

  it('keeps nothing when given no memory', () => {
    const cache = createListAnswerCache(0);
    cache.set('expenses', ['o1'], kept('"a"'));
    expect(cache.get('expenses', ['o1'])).toBeUndefined();
  });
});
