import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { obligationsWithoutDocuments } from './obligations-without-documents';

function obligations(missing: number, attached: number) {
  return [
    ...Array.from({ length: missing }, (_, index) =>
      snapshotObligation({ id: `m${index}`, vendor: `Bill ${index + 1}` }),
    ),
    ...Array.from({ length: attached }, (_, index) =>
      snapshotObligation({ id: `a${index}`, hasDocument: true }),
    ),
  ];
}

describe('obligationsWithoutDocuments', () => {
  it('fires when many obligations have no document, with the counts', () => {
    const snapshot = { ...completeSnapshot(), obligations: obligations(6, 4) };
    expect(tipsOf(obligationsWithoutDocuments, snapshot)).toEqual([
      {
        rule: 'obligations-without-documents',
        severity: 'low',
        title: '6 of 10 obligations have no bill or document attached',
        detail:
          'For example Bill 1, Bill 2, Bill 3 and 3 more. Attaching the latest bill or the contract keeps the account details and contacts where your family can find them.',
        href: '/expenses',
        action: 'Attach bills',
      },
    ]);
  });

  it('does not fire for a few missing documents', () => {
    const snapshot = { ...completeSnapshot(), obligations: obligations(4, 10) };
    expect(tipsOf(obligationsWithoutDocuments, snapshot)).toEqual([]);
  });
});
