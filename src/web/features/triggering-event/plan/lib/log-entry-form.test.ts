import { describe, expect, it } from 'vitest';
import { ZLogEntryForm, blankLogEntry, logEntryInput } from './log-entry-form';

const TODAY = '2026-11-25';

function messages(form: unknown): Record<string, string> {
  const result = ZLogEntryForm.safeParse(form);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the executor log form', () => {
  it('asks for a description and for the time spent or an expense when empty', () => {
    expect(messages(blankLogEntry(TODAY))).toEqual({
      description: 'Describe what was done',
      minutes: 'Enter the time spent or an expense',
    });
  });

  it('accepts an expense without time, and time without an expense', () => {
    const base = { ...blankLogEntry(TODAY), description: 'Certified copies' };
    expect(messages({ ...base, expenseCents: 4_500 })).toEqual({});
    expect(messages({ ...base, minutes: '40' })).toEqual({});
  });

  it('says what is wrong with the hours and minutes typed', () => {
    const base = { ...blankLogEntry(TODAY), description: 'Bank visit' };
    expect(messages({ ...base, hours: '1.5' }).hours).toBe('Enter whole hours, at most 24');
    expect(messages({ ...base, hours: '2', minutes: '75' }).minutes).toBe(
      'Enter minutes from 0 to 59',
    );
    expect(messages({ ...base, hours: '24', minutes: '30' }).minutes).toBe(
      'At most 24 hours a day',
    );
    expect(messages({ ...base, workedOn: '', hours: '1' }).workedOn).toBe('Enter the date');
  });

  it('sends the time in minutes and no task when none was chosen', () => {
    expect(
      logEntryInput({
        workedOn: TODAY,
        hours: '2',
        minutes: '15',
        expenseCents: 1_250,
        description: ' Met the probate attorney ',
        taskId: '',
      }),
    ).toEqual({
      workedOn: TODAY,
      minutes: 135,
      expenseCents: 1_250,
      description: 'Met the probate attorney',
      taskId: null,
    });
  });
});
