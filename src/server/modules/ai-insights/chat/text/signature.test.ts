import { describe, expect, it } from 'vitest';
import { withoutSignature } from './signature';

const people = () => new Set(['alex', 'jordan', 'carter']);
const records = () => new Set<string>();

describe('withoutSignature', () => {
  it('drops a household name signed after the question', () => {
    expect(
      withoutSignature('What does piano come to a month, all in? — Alex', records, people),
    ).toBe('What does piano come to a month, all in?');
    expect(withoutSignature('when is the HOA due. thanks, Jordan Carter', records, people)).toBe(
      'when is the HOA due.',
    );
  });

  it('keeps words after a dash that name no one in the records', () => {
    const asked = 'Which car is worth more? — Tesla';
    expect(withoutSignature(asked, records, people)).toBe(asked);
  });
});
