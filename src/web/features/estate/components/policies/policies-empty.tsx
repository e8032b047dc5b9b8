import { Plus, ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

/** No policies yet: why they matter to the family, and the first one to record. */
export function PoliciesEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <EmptyState
      icon={<ShieldCheck aria-hidden />}
      title="No insurance policies yet"
      description={
        onAdd
          ? 'A life policy pays your family directly, outside the will, but only if they know it exists and whom it names. Record each policy with its number, who it covers, what it pays and its beneficiaries, so they can find it and claim it.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add your first policy
          </Button>
        )
      }
    />
  );
}
