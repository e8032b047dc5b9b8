import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAsset } from '@shared/finance/asset-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { asset } from '../account-fixtures.test-helper';
import { DeleteAccountDialog } from './delete-account-dialog';

function renderDialog(account: TAsset) {
  fakeApi({});
  renderRoute(<DeleteAccountDialog account={account} onClose={vi.fn()} />, '/accounts', {
    signedInAs: sessionUser(),
  });
  return screen.getByRole('alertdialog', { name: 'Delete this account?' });
}

const IRA = { type: 'ira', ledger: 'investments', accountName: 'Rollover IRA' } as const;

describe('DeleteAccountDialog', () => {
  it('says the holdings on Investments go with an investment account', () => {
    const dialog = renderDialog(asset({ ...IRA, holdingCount: 3 }));
    expect(dialog).toHaveAccessibleDescription(
      "Chase · Rollover IRA will be removed from your family's records, with its account number and beneficiary. This also deletes its 3 holdings on Investments. This cannot be undone.",
    );
  });

  it('speaks of one holding in the singular', () => {
    const dialog = renderDialog(asset({ ...IRA, holdingCount: 1 }));
    expect(dialog).toHaveAccessibleDescription(/This also deletes its 1 holding on Investments\./);
  });

  it('says nothing of holdings when there are none', () => {
    const dialog = renderDialog(asset());
    expect(dialog).toHaveAccessibleDescription(
      "Chase · Everyday Checking will be removed from your family's records, with its account number and beneficiary. This cannot be undone.",
    );
  });
});
