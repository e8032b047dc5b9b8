import { ShieldCheck } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';

/** No policies yet: why they matter to the family, and the first one to record. */
export function PoliciesEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <RecordsEmpty
      icon={<ShieldCheck aria-hidden />}
      title="No insurance policies yet"
      description="A life policy pays your family directly, outside the will, but only if they know it exists and whom it names. Record each policy with its number, who it covers, what it pays and its beneficiaries, so they can find it and claim it."
      addLabel="Add your first policy"
      onAdd={onAdd}
    />
  );
}
