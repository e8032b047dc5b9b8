import { describe, expect, it } from 'vitest';
import { formsOf } from './word-forms';

describe('formsOf', () => {
  it('adds the stem of a plural or a past tense', () => {
    expect(formsOf('called')).toEqual(['called', 'call']);
    expect(formsOf('calls')).toEqual(['calls', 'call']);
  });

  it('leaves short words and double s alone', () => {
    expect(formsOf('bed')).toEqual(['bed']);
    expect(formsOf('glass')).toEqual(['glass']);
    expect(formsOf('has')).toEqual(['has']);
  });
});
