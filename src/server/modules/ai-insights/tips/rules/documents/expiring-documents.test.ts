import { describe, expect, it } from 'vitest';
import type { SnapshotDocument } from '../../../snapshot/household-snapshot';
import { completeSnapshot, OWNER, tipsOf } from '../../tip-fixture';
import { documentsExpired, documentsExpiring } from './expiring-documents';

function document(name: string, expiresOn: string | null): SnapshotDocument {
  return {
    id: name,
    ownerId: OWNER,
    name,
    category: 'identity',
    tags: [],
    linkKind: null,
    linkId: null,
    expiresOn,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

/** The fixture's today is 2026-03-10. */
function withDocuments(...documents: SnapshotDocument[]) {
  return { ...completeSnapshot(), documents };
}

describe('documentsExpiring', () => {
  it('fires for each document expiring within 30 days, soonest first, with the date', () => {
    const snapshot = withDocuments(
      document('Passport', '2026-04-09'),
      document('Driver licence', '2026-03-16'),
      document('Car registration', '2026-03-10'),
    );
    const tips = tipsOf(documentsExpiring, snapshot);
    expect(tips.map((tip) => [tip.title, tip.detail.split('.')[0]])).toEqual([
      ['Car registration expires on Mar 10, 2026', 'That is today'],
      ['Driver licence expires on Mar 16, 2026', 'That is in 6 days'],
      ['Passport expires on Apr 9, 2026', 'That is in 30 days'],
    ]);
    expect(tips[0]).toMatchObject({ severity: 'medium', href: '/nido-hub' });
  });

  it('does not fire beyond 30 days, for past dates, or without a date', () => {
    const snapshot = withDocuments(
      document('Passport', '2026-04-10'),
      document('Old licence', '2026-03-09'),
      document('Deed', null),
    );
    expect(tipsOf(documentsExpiring, snapshot)).toEqual([]);
  });
});

describe('documentsExpired', () => {
  it('fires once for the documents past their date, most recent first', () => {
    const snapshot = withDocuments(
      document('Old passport', '2020-05-01'),
      document('Insurance card', '2026-03-09'),
    );
    expect(tipsOf(documentsExpired, snapshot)).toEqual([
      {
        rule: 'documents-expired',
        severity: 'low',
        title: '2 documents have expired',
        detail:
          'Insurance card (Mar 9, 2026) and Old passport (May 1, 2020). Upload the renewed one, or remove the expiry date if the old one is kept only for the record.',
        href: '/nido-hub',
        action: 'Open the documents',
      },
    ]);
  });

  it('does not fire for documents still valid', () => {
    expect(tipsOf(documentsExpired, withDocuments(document('Passport', '2026-03-10')))).toEqual([]);
  });
});
