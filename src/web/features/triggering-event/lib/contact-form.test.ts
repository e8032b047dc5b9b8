import { describe, expect, it } from 'vitest';
import { contact } from '../event-fixtures.test-helper';
import { OTHER_WAIT, ZContactForm, editContactValues, newContactValues } from './contact-form';

const PERSON = '10000000-0000-4000-8000-000000000003';

function check(wait: { waitChoice: string; otherDays?: string; otherHours?: string }) {
  return ZContactForm.safeParse({
    contactUserId: PERSON,
    priority: 'primary',
    otherDays: '',
    otherHours: '',
    ...wait,
  });
}

function messages(result: ReturnType<typeof check>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZContactForm', () => {
  it('sends a preset as its hours', () => {
    expect(check({ waitChoice: '168' }).data).toEqual({
      contactUserId: PERSON,
      priority: 'primary',
      waitHours: 168,
    });
  });

  it('adds typed days and hours, blank counting as none', () => {
    expect(check({ waitChoice: OTHER_WAIT, otherDays: '2', otherHours: '' }).data?.waitHours).toBe(
      48,
    );
    expect(check({ waitChoice: OTHER_WAIT, otherDays: '', otherHours: '5' }).data?.waitHours).toBe(
      5,
    );
  });

  it('keeps to 3 hours – 30 days, in whole numbers', () => {
    expect(messages(check({ waitChoice: OTHER_WAIT }))).toEqual(['Enter the waiting period']);
    expect(messages(check({ waitChoice: OTHER_WAIT, otherHours: '2' }))).toEqual([
      'The waiting period is at least 3 hours',
    ]);
    expect(messages(check({ waitChoice: OTHER_WAIT, otherDays: '30', otherHours: '1' }))).toEqual([
      'The waiting period is at most 30 days',
    ]);
    expect(messages(check({ waitChoice: OTHER_WAIT, otherDays: '30' }))).toEqual([]);
    expect(messages(check({ waitChoice: OTHER_WAIT, otherDays: '1.5' }))).toEqual([
      'Enter whole days',
    ]);
    expect(messages(check({ waitChoice: OTHER_WAIT, otherHours: '-4' }))).toEqual([
      'Enter whole hours',
    ]);
  });

  it('starts a new contact as Primary only when there is none, with 7 days', () => {
    expect(newContactValues(false)).toMatchObject({ priority: 'primary', waitChoice: '168' });
    expect(newContactValues(true)).toMatchObject({ priority: 'backup' });
  });

  it('opens a contact with an unusual period as Other', () => {
    expect(editContactValues(contact({ waitHours: 72 }))).toMatchObject({
      waitChoice: '72',
      otherDays: '',
    });
    expect(editContactValues(contact({ waitHours: 100 }))).toMatchObject({
      waitChoice: OTHER_WAIT,
      otherDays: '4',
      otherHours: '4',
    });
  });
});
