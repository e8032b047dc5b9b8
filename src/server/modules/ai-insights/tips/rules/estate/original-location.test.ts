import { describe, expect, it } from 'vitest';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { originalLocationUnknown } from './original-location';

describe('originalLocationUnknown', () => {
  it('fires for a signed will with no recorded location, citing the 30-day delivery rule', () => {
    const snapshot = completeSnapshot();
    snapshot.instrumentDetails = snapshot.instrumentDetails.map((detail) =>
      detail.instrumentId === 'will-1' ? { ...detail, originalLocation: '  ' } : detail,
    );
    const [tip] = tipsOf(originalLocationUnknown, snapshot);
    expect(tip).toMatchObject({
      rule: 'original-location-unknown',
      severity: 'medium',
      title: 'Where is the signed original of the Will of Alex Rivera?',
      href: '/estate-plan#will',
    });
    expect(tip?.detail).toContain('within 30 days');
  });

  it('fires at low severity for other signed documents', () => {
    const snapshot = completeSnapshot();
    snapshot.instrumentDetails = snapshot.instrumentDetails.filter(
      (detail) => detail.instrumentId !== 'hipaa-1',
    );
    expect(tipsOf(originalLocationUnknown, snapshot)).toEqual([
      expect.objectContaining({ severity: 'low', href: '/estate-plan#hipaa' }),
    ]);
  });

  it('does not fire when every original is located, nor for unsigned drafts', () => {
    expect(tipsOf(originalLocationUnknown, completeSnapshot())).toEqual([]);
    const snapshot = completeSnapshot();
    snapshot.instrumentDetails = [];
    snapshot.estate = {
      ...snapshot.estate,
      instruments: snapshot.estate.instruments.map((each) => ({ ...each, status: 'drafted' })),
    };
    expect(tipsOf(originalLocationUnknown, snapshot)).toEqual([]);
  });
});
