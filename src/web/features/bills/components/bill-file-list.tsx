import { useId } from 'react';
import type { ChosenBill } from '../lib/use-bill-batch';
import { BillFileRow } from './bill-file-row';

type Props = {
  bills: readonly ChosenBill[];
  /** Null while the bills are being sent: nothing can be taken out mid-way. */
  onRemove: ((id: number) => void) | null;
};

/** The bills chosen so far, each with its progress once sent. */
export function BillFileList({ bills, onRemove }: Props) {
  const headingId = useId();
  if (bills.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        Selected bills ({bills.length})
      </h3>
      <ul className="grid gap-2">
        {bills.map((bill) => (
          <BillFileRow key={bill.id} bill={bill} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
