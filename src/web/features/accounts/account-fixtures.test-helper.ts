import type { TAsset } from '@shared/finance/asset-schemas';

/** An account as GET /api/assets returns it; tests override what they are about. */
export function asset(overrides: Partial<TAsset> = {}): TAsset {
  return {
    id: 'asset-1',
    ownerId: 'user-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    type: 'checking',
    institutionName: 'Chase',
    accountName: 'Everyday Checking',
    accountNumberLast4: '1234',
    balanceCents: 250_000,
    ownerName: 'Maria Rivera',
    beneficiary: 'Lucas Rivera',
    address: null,
    notes: null,
    ...overrides,
  };
}
