import { Landmark } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';

/** No accounts yet: why they matter, and the button to add the first (for who may add). */
export function AccountsEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <RecordsEmpty
      icon={<Landmark aria-hidden />}
      title="No accounts yet"
      description="Add your checking, savings, retirement and credit card accounts, so your family knows where the money is and who inherits each account."
      addLabel="Add your first account"
      onAdd={onAdd}
    />
  );
}
