import type { TActivityEntry } from '@shared/family/family-schemas';

/** The log's subjects (a route's resource) by the names of their screens in the sidebar. */
const SUBJECT_LABELS: Record<string, string> = {
  expenses: 'Monthly Expenses',
  assets: 'Financial Accounts',
  loans: 'Loans',
  properties: 'Properties',
  documents: 'Documents',
  investments: 'Investments',
  advisors: 'Advisor Contacts',
  estate: 'Estate Plan',
  policies: 'Insurance policies',
  guidebook: 'Family Guidebook',
  binder: 'Printable binder',
  'triggering-event': 'Triggering Event',
  'ai-insights': 'AI Insights',
  'legal-wizard': 'Legal Wizard',
  statements: 'bank and card statements',
};

export function subjectLabel(subject: string | null): string {
  if (subject === null) return 'your data';
  return SUBJECT_LABELS[subject] ?? subject;
}

/** What happened, as a short sentence without its subject: "Viewed Monthly Expenses". */
export function activityWhat(entry: Pick<TActivityEntry, 'action' | 'subject'>): string {
  const subject = subjectLabel(entry.subject);
  switch (entry.action) {
    case 'sign_in':
      return 'Signed in';
    case 'view':
      // Statements are read to find bills, never kept: reading them is an import.
      return entry.subject === 'statements' ? `Imported ${subject}` : `Viewed ${subject}`;
    case 'create':
      return `Added to ${subject}`;
    case 'update':
      return `Changed in ${subject}`;
    case 'delete':
      return `Deleted from ${subject}`;
    case 'reveal':
      return `Revealed a full account number in ${subject}`;
    case 'export':
      // The binder and the event plan's letters are PDFs (issues 14, 15); the others are CSV files.
      if (entry.subject === 'binder') return 'Printed the family binder (PDF)';
      if (entry.subject === 'triggering-event')
        return 'Printed a letter of the Triggering Event plan';
      return `Exported ${subject} as CSV`;
  }
}

/** Who did it: "You" for the owner's own sign-ins, else the person's name at the time. */
export function activityWho(entry: Pick<TActivityEntry, 'isYou' | 'actorName'>): string {
  return entry.isYou ? 'You' : entry.actorName;
}
