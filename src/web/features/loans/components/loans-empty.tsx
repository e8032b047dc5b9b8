import { HandCoins } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';

/** No loans yet: what the screen does with them, and the button to add the first (for who may). */
export function LoansEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <RecordsEmpty
      icon={<HandCoins aria-hidden />}
      title="No loans yet"
      description="Add your mortgage, car, student and personal loans to see what is owed, when each will be paid off, and what paying a little extra would save."
      addLabel="Add your first loan"
      onAdd={onAdd}
    />
  );
}
