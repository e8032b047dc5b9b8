import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { findLabelledValues, type Found, type Label } from './labelled-values';

/** Values of the form #123 in a text, to test the layouts without any real field rule. */
const codes = (text: string): Array<Found<string>> =>
  [...text.matchAll(/#\d+/g)].map((match) => ({
    value: match[0],
    index: match.index,
    text: match[0],
  }));

const labels: Array<Label<'a' | 'b'>> = [
  { kind: 'a', pattern: /alpha/i },
  { kind: 'b', pattern: /beta/i },
];

const values = (pages: string | string[]) =>
  findLabelledValues(billText(pages), labels, codes).map((found) => [
    found.kind,
    found.value,
    found.layout,
  ]);

describe('findLabelledValues', () => {
  it('reads a value after its label on the same line, each label up to the next', () => {
    expect(values('Alpha: #1   Beta: #2')).toEqual([
      ['a', '#1', 'inline'],
      ['b', '#2', 'inline'],
    ]);
  });

  it('does not give a label the value of the label after it', () => {
    expect(values('Alpha:   Beta: #2')).toEqual([['b', '#2', 'inline']]);
  });

  it('reads values under a header row by where they stand, skipping columns without one', () => {
    expect(values('Name: Jo Smith   Alpha   Beta\n                 #1      #2')).toEqual([
      ['a', '#1', 'below'],
      ['b', '#2', 'below'],
    ]);
  });

  it('reads a value on the line under a label that stands alone', () => {
    expect(values('ALPHA\n#7')).toEqual([['a', '#7', 'below']]);
  });

  it('pairs a label with the value under it, not the one in the same column count', () => {
    // A stub's header with a third column ("Page 1 of 3") over a row of two values.
    expect(values('Gamma   Alpha   Beta\n        #1      #2')).toEqual([
      ['a', '#1', 'below'],
      ['b', '#2', 'below'],
    ]);
  });

  it('matches by position along the line when OCR lost the columns', () => {
    expect(values('Alpha Beta Gamma\n#1 #2 x')).toEqual([
      ['a', '#1', 'below'],
      ['b', '#2', 'below'],
    ]);
  });

  it('does not look for a value below on the next page', () => {
    expect(values(['Alpha', '#1'])).toEqual([]);
  });
});
