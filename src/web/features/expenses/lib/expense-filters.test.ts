import { describe, expect, it, vi } from 'vitest';
import { makeExpense } from '../testing/expense-fixtures';
import { filterExpenses, searchIndex } from './expense-filters';

const netflix = makeExpense({ vendor: 'Netflix', description: 'Family plan', category: 'other' });
const geico = makeExpense({ vendor: 'GEICO', description: 'Car insurance', category: 'auto' });
const school = makeExpense({ vendor: 'Oak School', description: null, category: 'kids' });
const index = searchIndex([netflix, geico, school]);
const vendors = (list: { vendor: string }[]) => list.map((expense) => expense.vendor);

describe('search (spec §2: vendor or description, case-insensitive)', () => {
  it('matches the vendor in any case', () => {
    expect(vendors(filterExpenses(index, { category: 'all', search: 'geICo' }))).toEqual(['GEICO']);
  });

  it('matches the description', () => {
    expect(vendors(filterExpenses(index, { category: 'all', search: 'FAMILY' }))).toEqual([
      'Netflix',
    ]);
  });

  it('does not match across the vendor and the description', () => {
    expect(filterExpenses(index, { category: 'all', search: 'netflixfamily' })).toEqual([]);
  });

  it('shows everything for a blank search, and ignores surrounding spaces', () => {
    expect(filterExpenses(index, { category: 'all', search: '   ' })).toHaveLength(3);
    expect(vendors(filterExpenses(index, { category: 'all', search: ' school ' }))).toEqual([
      'Oak School',
    ]);
  });
});

describe('category filter', () => {
  it('keeps one category, or all', () => {
    expect(vendors(filterExpenses(index, { category: 'auto', search: '' }))).toEqual(['GEICO']);
    expect(filterExpenses(index, { category: 'all', search: '' })).toHaveLength(3);
    expect(filterExpenses(index, { category: 'home', search: '' })).toEqual([]);
  });

  it('combines with the search', () => {
    expect(filterExpenses(index, { category: 'kids', search: 'netflix' })).toEqual([]);
    expect(vendors(filterExpenses(index, { category: 'kids', search: 'oak' }))).toEqual([
      'Oak School',
    ]);
  });
});

describe('search texts', () => {
  it('are made the first time a search needs them, once per list', () => {
    const list = [netflix, geico, school];
    const prepared = searchIndex(list);
    const texts = vi.spyOn(prepared, 'texts');
    filterExpenses(prepared, { category: 'all', search: '  ' });
    filterExpenses(prepared, { category: 'auto', search: '' });
    expect(texts).not.toHaveBeenCalled();
    expect(vendors(filterExpenses(prepared, { category: 'all', search: 'car' }))).toEqual([
      'GEICO',
    ]);
    expect(vendors(filterExpenses(prepared, { category: 'all', search: 'oak' }))).toEqual([
      'Oak School',
    ]);
    expect(texts).toHaveBeenCalledTimes(2);
    expect(texts.mock.results[0]?.value).toBe(texts.mock.results[1]?.value);
  });
});
