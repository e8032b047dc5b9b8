import { describe, expect, it } from 'vitest';
import { activityWhat, subjectLabel } from './activity-labels';

describe('activity labels', () => {
  it('names every screen whose views the server logs by its sidebar or page name', () => {
    expect(subjectLabel('investments')).toBe('Investments');
    expect(subjectLabel('advisors')).toBe('Advisor Contacts');
    expect(activityWhat({ action: 'view', subject: 'investments' })).toBe('Viewed Investments');
    expect(activityWhat({ action: 'view', subject: 'statements' })).toBe(
      'Imported bank and card statements',
    );
  });

  it('tells a printed binder from a CSV export', () => {
    expect(activityWhat({ action: 'export', subject: 'binder' })).toBe(
      'Printed the family binder (PDF)',
    );
    expect(activityWhat({ action: 'export', subject: 'assets' })).toBe(
      'Exported Financial Accounts as CSV',
    );
  });

  it('names the steps and letters of a triggering event', () => {
    expect(activityWhat({ action: 'update', subject: 'triggering-event' })).toBe(
      'Changed in Triggering Event',
    );
    expect(activityWhat({ action: 'export', subject: 'triggering-event' })).toBe(
      'Printed a letter of the Triggering Event plan',
    );
  });
});
