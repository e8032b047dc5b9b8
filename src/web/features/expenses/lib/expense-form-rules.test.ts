import { describe, expect, it } from 'vitest';
import {
  afterAddressChoice,
  afterAutoPayChange,
  afterCategoryChange,
  afterSubcategoryChange,
  sanitizeLastFour,
} from './expense-form-rules';
import { NEW_CHOICE, blankExpenseForm } from './expense-form-values';

describe('obligation form rules (spec §4, §5)', () => {
  it('defaults the category to the filter, unless the filter is All', () => {
    expect(blankExpenseForm('auto', { hasAddressSuggestions: true }).category).toBe('auto');
    expect(blankExpenseForm('all', { hasAddressSuggestions: true }).category).toBe('');
  });

  it('starts with a new address when there is none to choose from', () => {
    expect(blankExpenseForm('home', { hasAddressSuggestions: false }).addressChoice).toBe(
      NEW_CHOICE,
    );
    expect(blankExpenseForm('home', { hasAddressSuggestions: true }).addressChoice).toBe('');
  });

  it('clears the entity and goes back to "new" when the category changes', () => {
    expect(afterCategoryChange('kids')).toMatchObject({
      category: 'kids',
      entityName: '',
      entityChoice: NEW_CHOICE,
    });
  });

  it('clears the home subcategory and balance away from home, and keeps them for home', () => {
    expect(afterCategoryChange('auto')).toMatchObject({
      homeSubcategory: '',
      outstandingBalanceCents: 0,
    });
    const toHome = afterCategoryChange('home');
    expect(toHome).not.toHaveProperty('homeSubcategory');
    expect(toHome).not.toHaveProperty('outstandingBalanceCents');
  });

  it('clears the outstanding balance when the subcategory is no longer Mortgage', () => {
    expect(afterSubcategoryChange('Rent')).toEqual({
      homeSubcategory: 'Rent',
      outstandingBalanceCents: 0,
    });
    expect(afterSubcategoryChange('Mortgage')).toEqual({ homeSubcategory: 'Mortgage' });
  });

  it('clears the auto-pay day when auto-pay is turned off', () => {
    expect(afterAutoPayChange(false)).toEqual({ isAutoPay: false, autoPayDate: '' });
    expect(afterAutoPayChange(true)).toEqual({ isAutoPay: true });
  });

  it('copies a chosen address, and starts a new one empty', () => {
    const suggestion = {
      full: '12 Elm St, Austin, TX, 78701',
      street: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    expect(afterAddressChoice(suggestion.full, [suggestion])).toEqual({
      addressChoice: suggestion.full,
      street: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(afterAddressChoice(NEW_CHOICE, [suggestion])).toEqual({
      addressChoice: NEW_CHOICE,
      street: '',
      city: '',
      state: '',
      zip: '',
    });
  });

  it('keeps the last 4 of a bank account to at most 4 digits', () => {
    expect(sanitizeLastFour('12a34567')).toBe('1234');
    expect(sanitizeLastFour('**9')).toBe('9');
  });
});
