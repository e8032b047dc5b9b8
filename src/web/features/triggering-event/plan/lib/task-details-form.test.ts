import { describe, expect, it } from 'vitest';
import { ZTaskDetailsForm, taskDetailsUpdate } from './task-details-form';

describe('the task details form', () => {
  it('clears blank notes and an empty date rather than saving them', () => {
    expect(taskDetailsUpdate({ notes: '  ', dueOverride: '' })).toEqual({
      notes: null,
      dueOverride: null,
    });
    expect(taskDetailsUpdate({ notes: ' Called them ', dueOverride: '2026-12-01' })).toEqual({
      notes: 'Called them',
      dueOverride: '2026-12-01',
    });
  });

  it('says what is wrong with a bad date or notes that are too long', () => {
    const result = ZTaskDetailsForm.safeParse({
      notes: 'x'.repeat(5001),
      dueOverride: '2026-13-01',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('The notes is too long: use at most 5000 characters');
    expect(messages).toContain('Enter a date');
  });
});
