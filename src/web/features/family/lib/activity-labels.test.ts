import { describe, expect, it } from 'vitest';
import { activityWhat, subjectLabel } from './activity-labels';

describe('activity labels', () => {
  it('names every screen whose views the server logs by its sidebar or page name', () => {
    expect(subjectLabel('investments')).toBe('Investments');
    expect(subjectLabel('advisors')).toBe('Advisor Contacts');
    expect(activityWhat({ action: 'view', subject: 'investments' })).toBe('Viewed Investments');
  });

  it('tells a printed binder from a CSV export', () => {
    expect(activityWhat({ action: 'export', subject: 'binder' })).toBe(
      'Printed the family binder (PDF)',
    );
    expect(activityWhat({ action: 'export', subject: 'assets' })).toBe(
      'Exported Financial Accounts as CSV',
    );
  });
});
