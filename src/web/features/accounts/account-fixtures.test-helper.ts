import type { TAsset } from '@shared/finance/asset-schemas';
import { assetFixture } from '@web/testing/record-fixtures.test-helper';

/** An account as GET /api/assets returns it; tests override what they are about. */
export function asset(overrides: Partial<TAsset> = {}): TAsset {
  return assetFixture({ ownerName: 'Maria Rivera', beneficiary: 'Lucas Rivera', ...overrides });
}
