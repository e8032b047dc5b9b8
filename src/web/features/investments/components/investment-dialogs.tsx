import { lazy, Suspense } from 'react';
import type { InvestmentDialog } from '../lib/investment-dialog';
import { DeleteHoldingDialog } from './delete-holding-dialog';
import { HoldingFormDialog } from './holding-form-dialog';
import { InvestmentAccountFormDialog } from './investment-account-form-dialog';
import { PriceDialog } from './price-dialog';

// The positions importer (file reading, preview, matching) loads only when someone imports.
const ImportPositionsDialog = lazy(async () => ({
  default: (await import('./import-positions-dialog')).ImportPositionsDialog,
}));

/** Renders the open dialog of the Investments screen. */
export function InvestmentDialogs({
  dialog,
  onClose,
}: {
  dialog: InvestmentDialog;
  onClose: () => void;
}) {
  switch (dialog.kind) {
    case 'account':
      return <InvestmentAccountFormDialog account={dialog.account} onClose={onClose} />;
    case 'holding':
      return (
        <HoldingFormDialog account={dialog.account} holding={dialog.holding} onClose={onClose} />
      );
    case 'delete-holding':
      return <DeleteHoldingDialog holding={dialog.holding} onClose={onClose} />;
    case 'price':
      return <PriceDialog holding={dialog.holding} onClose={onClose} />;
    case 'import':
      return (
        <Suspense fallback={null}>
          <ImportPositionsDialog onClose={onClose} />
        </Suspense>
      );
  }
}
