import { describe, expect, it } from 'vitest';
import type { EstateFacts } from './estate-facts';
import { OWNER, account, facts, instrument } from './estate-facts.test-helper';
import { reviewOverdue, unfundedTrust } from './instrument-rules';
import { estateAssets } from './passes-by';

function checksOf(rule: typeof unfundedTrust | typeof reviewOverdue, input: EstateFacts) {
  return rule(input, estateAssets(input));
}

const TRUST = { id: 'trust-1', kind: 'trust', variant: 'revocable_living' } as const;

describe('unfunded_trust', () => {
  it('fires for a trust with assets not yet retitled to it, naming them', () => {
    const input = facts({
      assets: [account()],
      instruments: [
        instrument({
          ...TRUST,
          funding: [{ assetKind: 'asset', assetId: 'asset-1', funded: false }],
        }),
      ],
    });
    expect(checksOf(unfundedTrust, input)).toEqual([
      {
        key: 'unfunded_trust:trust-1',
        gap: expect.objectContaining({
          rule: 'unfunded_trust',
          title:
            'Revocable living trust of Maria Lopez: Chase · Savings not yet retitled to the trust',
          fix: { label: 'Update the funding checklist', to: '/estate-plan#trust' },
        }) as unknown,
      },
    ]);
  });

  it('fires for a revocable living trust that holds nothing', () => {
    const [check] = checksOf(unfundedTrust, facts({ instruments: [instrument(TRUST)] }));
    expect(check?.gap?.title).toBe('Revocable living trust of Maria Lopez holds no assets yet');
  });

  it('does not fire when every listed asset is funded, nor for an empty trust of another kind', () => {
    const input = facts({
      instruments: [
        instrument({
          ...TRUST,
          funding: [{ assetKind: 'asset', assetId: 'asset-1', funded: true }],
        }),
        instrument({ id: 'trust-2', kind: 'trust', variant: 'testamentary' }),
      ],
    });
    expect(checksOf(unfundedTrust, input).map((check) => check.gap)).toEqual([null, null]);
  });
});

describe('review_overdue', () => {
  it('fires for a document last reviewed more than its interval ago', () => {
    const input = facts({
      today: '2026-11-25',
      instruments: [instrument({ signedOn: '2020-01-10', lastReviewedOn: '2023-11-24' })],
    });
    expect(checksOf(reviewOverdue, input)).toEqual([
      {
        key: 'review_overdue:will-1',
        gap: expect.objectContaining({
          rule: 'review_overdue',
          title: 'Will of Maria Lopez is due for review',
          explanation: expect.stringContaining('due for review on Nov 24, 2026') as unknown,
        }) as unknown,
      },
    ]);
  });

  it('fires after a life event recorded since it was signed, saying which', () => {
    const input = facts({
      instruments: [instrument({ signedOn: '2025-03-01' })],
      lifeEvents: [{ ownerId: OWNER, kind: 'birth_or_adoption', occurredOn: '2026-06-01' }],
    });
    const [check] = checksOf(reviewOverdue, input);
    expect(check?.gap?.explanation).toMatch(/^Birth or adoption on Jun 1, 2026, after/);
  });

  it('does not fire within the interval, on the due day itself, for an event before the signing, nor for an unsigned draft', () => {
    const input = facts({
      today: '2026-11-25',
      instruments: [
        instrument({ id: 'recent', signedOn: '2025-03-01' }),
        instrument({ id: 'due-today', signedOn: '2023-11-25' }),
        instrument({ id: 'draft', status: 'drafted', signedOn: null }),
      ],
      lifeEvents: [{ ownerId: OWNER, kind: 'marriage', occurredOn: '2023-01-01' }],
    });
    expect(checksOf(reviewOverdue, input)).toEqual([
      { key: 'review_overdue:recent', gap: null },
      { key: 'review_overdue:due-today', gap: null },
    ]);
  });

  it('does not apply another household’s life event', () => {
    const input = facts({
      instruments: [instrument({ signedOn: '2025-03-01' })],
      lifeEvents: [{ ownerId: 'someone-else', kind: 'divorce', occurredOn: '2026-06-01' }],
    });
    expect(checksOf(reviewOverdue, input)[0]?.gap).toBeNull();
  });
});
