import { describe, expect, it } from 'vitest';
import { unsupportedFigure } from './unsupported-figure';

const FACTS = ['{"answer":"The Camry costs $1,234.56 a year and Geico $80 a month."}'];

describe('unsupportedFigure', () => {
  it.each([
    'It costs $1,234.56 a year.',
    'About $1,235 a year, or $1,234 before cents.',
    'Geico is $80.00; the Camry $1234.56.',
    'No amounts here, just 12 bills.',
  ])('accepts amounts the tools gave: %s', (reply) => {
    expect(unsupportedFigure(reply, FACTS)).toBeNull();
  });

  it.each([
    ['a made-up amount', 'You could save $300 a year.', '$300'],
    ['a sum the model did itself', 'Together $1,314.56.', '$1,314.56'],
    ['an amount off by a cent', 'It is $1,234.55.', '$1,234.55'],
  ])('names %s', (_name, reply, figure) => {
    expect(unsupportedFigure(reply, FACTS)).toBe(figure);
  });
});
