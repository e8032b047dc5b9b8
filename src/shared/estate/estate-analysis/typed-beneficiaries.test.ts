import { describe, expect, it } from 'vitest';
import { parseTypedBeneficiaries } from './typed-beneficiaries';

describe('parseTypedBeneficiaries (a payable-on-death beneficiary typed in one field)', () => {
  it('reads a parenthesised note as the relationship', () => {
    expect(parseTypedBeneficiaries('Luis Carter (spouse)')).toEqual([
      { name: 'Luis Carter', relationship: 'spouse' },
    ]);
  });

  it('splits people at commas, semicolons, "&" and "and", but not inside a name or a note', () => {
    expect(parseTypedBeneficiaries('Ana and Ben Carter; Sandy Anderson & Mia')).toEqual([
      { name: 'Ana', relationship: null },
      { name: 'Ben Carter', relationship: null },
      { name: 'Sandy Anderson', relationship: null },
      { name: 'Mia', relationship: null },
    ]);
    expect(parseTypedBeneficiaries('Ana Lopez (wife, 50%) and Ben (son & heir)')).toEqual([
      { name: 'Ana Lopez', relationship: 'wife, 50%' },
      { name: 'Ben', relationship: 'son & heir' },
    ]);
  });

  it('reads a relationship typed after a comma ("Ana Lopez, wife") as the note of the name before it', () => {
    expect(parseTypedBeneficiaries('Ana Lopez, wife, Ben Lopez, my brother')).toEqual([
      { name: 'Ana Lopez', relationship: 'wife' },
      { name: 'Ben Lopez', relationship: 'my brother' },
    ]);
  });

  it('reads nothing from an empty or missing field', () => {
    expect(parseTypedBeneficiaries(null)).toEqual([]);
    expect(parseTypedBeneficiaries('  ')).toEqual([]);
  });
});
