import { describe, expect, it } from 'vitest';
import { anomalyLabel, deviationFigure } from './anomaly-labels';

describe('anomalyLabel', () => {
  it('says high or low for a category outlier as its deviation says', () => {
    expect(anomalyLabel({ rule: 'category_outlier', deviation: 135.2 })).toBe(
      'High for its category',
    );
    expect(anomalyLabel({ rule: 'category_outlier', deviation: -77 })).toBe('Low for its category');
  });

  it('names the other rules whatever the sign', () => {
    expect(anomalyLabel({ rule: 'price_change', deviation: -12 })).toBe('Price change');
    expect(anomalyLabel({ rule: 'new_charge', deviation: 100 })).toBe('New charge');
    expect(anomalyLabel({ rule: 'higher_than_usual', deviation: 52 })).toBe('Higher than usual');
    expect(anomalyLabel({ rule: 'due_before_income', deviation: 31 })).toBe('Due before payday');
  });
});

describe('deviationFigure', () => {
  it('gives a signed change for most rules, and a bill due before payday its share of one pay', () => {
    expect(deviationFigure({ rule: 'higher_than_usual', deviation: 52 })).toEqual({
      label: 'Deviation',
      value: '+52.0%',
    });
    expect(deviationFigure({ rule: 'due_before_income', deviation: 31 })).toEqual({
      label: 'Share of one pay',
      value: '31.0%',
    });
  });
});
