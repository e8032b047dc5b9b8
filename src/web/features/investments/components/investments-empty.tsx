import { ChartPie, Plus, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';

type Props = {
  /** Null for someone who may not add to the households on screen. */
  onAdd: (() => void) | null;
  onImport: (() => void) | null;
};

/** No investment accounts yet: why they matter, and the two ways to record them. */
export function InvestmentsEmpty({ onAdd, onImport }: Props) {
  return (
    <EmptyState
      icon={<ChartPie aria-hidden />}
      title="No investment accounts yet"
      description={
        onAdd
          ? 'Record your brokerage, retirement and college accounts with what they hold and who inherits them, or import a positions file from your broker.'
          : VIEW_ONLY_EMPTY
      }
      action={
        onAdd && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onAdd}>
              <Plus aria-hidden />
              Add your first account
            </Button>
            {onImport && (
              <Button variant="outline" onClick={onImport}>
                <Upload aria-hidden />
                Import CSV
              </Button>
            )}
          </div>
        )
      }
    />
  );
}
