import { describe, expect, it } from 'vitest';
import { completeInstruments, completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { documentUnsigned, willUnsigned } from './unsigned-documents';

function withStatus(kind: string, status: 'none' | 'drafted') {
  return withEstate(completeSnapshot(), {
    instruments: completeInstruments().map((each) =>
      each.kind === kind ? { ...each, status, signedOn: null } : each,
    ),
  });
}

describe('willUnsigned', () => {
  it('fires for a drafted will, with its status', () => {
    const [tip] = tipsOf(willUnsigned, withStatus('will', 'drafted'));
    expect(tip).toMatchObject({
      rule: 'will-unsigned',
      severity: 'high',
      title: 'Will of Alex Rivera is not signed yet',
      href: '/estate-plan#will',
    });
    expect(tip?.detail).toMatch(/^Its status is “Drafted”\..*§2-502/);
  });

  it('does not fire for a signed will, nor for another unsigned document', () => {
    expect(tipsOf(willUnsigned, completeSnapshot())).toEqual([]);
    expect(tipsOf(willUnsigned, withStatus('hipaa', 'none'))).toEqual([]);
  });
});

describe('documentUnsigned', () => {
  it('fires for another document not started, at medium severity', () => {
    const [tip] = tipsOf(documentUnsigned, withStatus('financial_poa', 'none'));
    expect(tip).toMatchObject({
      rule: 'document-unsigned',
      severity: 'medium',
      title: 'Durable financial power of attorney of Alex Rivera is not signed yet',
      href: '/estate-plan#financial_poa',
    });
    expect(tip?.detail).toContain('“Not started”');
  });

  it('does not fire for signed documents, nor for the will (will-unsigned covers it)', () => {
    expect(tipsOf(documentUnsigned, completeSnapshot())).toEqual([]);
    expect(tipsOf(documentUnsigned, withStatus('will', 'drafted'))).toEqual([]);
  });
});
