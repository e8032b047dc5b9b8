import { describe, expect, it } from 'vitest';
import { withAppearsAsNamed } from './appears-in';

const people = new Set(['maria', 'sam']);

describe('withAppearsAsNamed', () => {
  it('reads "does Maria show up in" as "is Maria named in"', () => {
    expect(withAppearsAsNamed('Which estate documents does Maria show up in?', people)).toBe(
      'Which estate documents is Maria named in?',
    );
    expect(withAppearsAsNamed('Where does Sam appear, and in what role?', people)).toBe(
      'Where is Sam named, and in what role?',
    );
  });

  it('reads "Maria appears in" as "Maria is named in"', () => {
    expect(withAppearsAsNamed('List every document Maria appears in', people)).toBe(
      'List every document Maria is named in',
    );
  });

  it('leaves a thing that shows up as it is', () => {
    for (const asked of ['When does the Amex charge show up?', 'Which bill shows up in March?'])
      expect(withAppearsAsNamed(asked, people)).toBe(asked);
  });
});
