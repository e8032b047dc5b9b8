import { describe, expect, it } from 'vitest';
import { makeAddress, makeExpense } from '../testing/expense-fixtures';
import { UNGROUPED_TITLE, groupByAddress, groupByEntity, sumMonthlyCents } from './expense-groups';

const elm = makeAddress('12 Elm St');
const oak = makeAddress('4 Oak Ave');

describe('groupByAddress (spec §2 home list)', () => {
  const mortgage = makeExpense({
    category: 'home',
    vendor: 'Mortgage',
    costCents: 200_000,
    address: elm,
  });
  const hoa = makeExpense({
    category: 'home',
    vendor: 'HOA',
    costCents: 60_000,
    frequency: 'quarterly',
    address: { ...elm, full: '12 ELM St,  Austin, TX,  78701' },
  });
  const rent = makeExpense({ category: 'home', vendor: 'Rent', costCents: 150_000, address: oak });
  const stray = makeExpense({
    category: 'home',
    vendor: 'Stray',
    costCents: 99_999,
    address: null,
  });
  const result = groupByAddress([mortgage, hoa, rent, stray]);

  it('makes one group per full address, ignoring case and spacing, in address order', () => {
    expect(result.groups.map((group) => group.title)).toEqual([oak.full, elm.full]);
    expect(result.groups[1]?.expenses.map((expense) => expense.vendor)).toEqual([
      'Mortgage',
      'HOA',
    ]);
  });

  it('totals each address by month (quarterly is a third)', () => {
    expect(result.groups[1]?.monthlyCents).toBe(200_000 + 20_000);
    expect(result.groups[0]?.monthlyCents).toBe(150_000);
  });

  it('sets obligations without an address apart: not a group, not in the homes total', () => {
    expect(result.noAddress.map((expense) => expense.vendor)).toEqual(['Stray']);
    expect(result.groups.some((group) => group.title === 'No address')).toBe(false);
    expect(result.totalMonthlyCents).toBe(370_000);
  });
});

describe('groupByEntity (spec §2 auto, kids, insurance lists)', () => {
  const honda1 = makeExpense({
    category: 'auto',
    vendor: 'Honda Finance',
    entityName: 'Honda CR-V',
    costCents: 40_000,
  });
  const honda2 = makeExpense({
    category: 'auto',
    vendor: 'GEICO',
    entityName: 'honda cr-v ',
    costCents: 60_000,
    frequency: 'bi-annual',
  });
  const tesla = makeExpense({
    category: 'auto',
    vendor: 'Tesla',
    entityName: 'Tesla',
    costCents: 50_000,
  });
  const parking = makeExpense({
    category: 'auto',
    vendor: 'Parking',
    entityName: null,
    costCents: 5_000,
  });
  const blank = makeExpense({
    category: 'auto',
    vendor: 'Tolls',
    entityName: '  ',
    costCents: 2_000,
  });
  const result = groupByEntity([parking, tesla, honda1, honda2, blank]);

  it('groups by entity name, alphabetically, with Ungrouped last', () => {
    expect(result.groups.map((group) => group.title)).toEqual([
      'Honda CR-V',
      'Tesla',
      UNGROUPED_TITLE,
    ]);
    expect(result.groups[2]?.expenses.map((expense) => expense.vendor)).toEqual([
      'Parking',
      'Tolls',
    ]);
  });

  it('totals each group and the whole category by month', () => {
    expect(result.groups[0]?.monthlyCents).toBe(40_000 + 10_000);
    expect(result.groups[2]?.monthlyCents).toBe(7_000);
    expect(result.totalMonthlyCents).toBe(40_000 + 10_000 + 50_000 + 7_000);
  });

  it('has no Ungrouped group when every obligation names its entity', () => {
    expect(groupByEntity([tesla]).groups.map((group) => group.title)).toEqual(['Tesla']);
  });
});

describe('sumMonthlyCents', () => {
  it('uses the monthly equivalents (quarterly /3, bi-annual /6, yearly /12)', () => {
    expect(
      sumMonthlyCents([
        makeExpense({ costCents: 3_000, frequency: 'quarterly' }),
        makeExpense({ costCents: 6_000, frequency: 'bi-annual' }),
        makeExpense({ costCents: 12_000, frequency: 'yearly' }),
        makeExpense({ costCents: 1_000, frequency: 'monthly' }),
      ]),
    ).toBe(4_000);
  });
});
