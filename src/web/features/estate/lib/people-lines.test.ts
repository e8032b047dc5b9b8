import { describe, expect, it } from 'vitest';
import { lineText, peopleLines } from './people-lines';

const p = (role: 'executor' | 'witness' | 'guardian', rank: number, name: string) => ({
  role,
  rank,
  name,
});

describe('peopleLines', () => {
  it('puts the alternate after the one named first', () => {
    const lines = peopleLines(
      ['executor', 'witness'],
      [p('executor', 1, 'Luis Lopez'), p('executor', 0, 'Ana Lopez')],
    );
    expect(lines.map(lineText)).toEqual(['Executor: Ana Lopez · Alternate: Luis Lopez']);
  });

  it('numbers several alternates in their order', () => {
    const lines = peopleLines(
      ['guardian'],
      [p('guardian', 2, 'Sam Lee'), p('guardian', 0, 'Ana Lopez'), p('guardian', 1, 'Luis Lopez')],
    );
    expect(lines.map(lineText)).toEqual([
      'Guardian: Ana Lopez · Alternate 1: Luis Lopez · Alternate 2: Sam Lee',
    ]);
  });

  it('lists witnesses without ranks', () => {
    const lines = peopleLines(
      ['executor', 'witness'],
      [p('witness', 0, 'Tom Hale'), p('witness', 1, 'Eve Park')],
    );
    expect(lines.map(lineText)).toEqual(['Witnesses: Tom Hale, Eve Park']);
  });

  it('says the role is unfilled when only an alternate is named', () => {
    const lines = peopleLines(['executor'], [p('executor', 1, 'Luis Lopez')]);
    expect(lines.map(lineText)).toEqual(['Executor: not named yet · Alternate: Luis Lopez']);
  });

  it('leaves out roles the document does not ask for', () => {
    expect(peopleLines(['executor'], [p('guardian', 0, 'Ana Lopez')])).toEqual([]);
  });
});
