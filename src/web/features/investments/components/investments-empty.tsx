import { ChartPie, Upload } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { Button } from '@web/components/ui/button';

type Props = {
  /** Null for someone who may not add to the households on screen. */
  onAdd: (() => void) | null;
  onImport: (() => void) | null;
};

/** No investment accounts yet: why they matter, and the two ways to record them. */
export function InvestmentsEmpty({ onAdd, onImport }: Props) {
  return (
    <RecordsEmpty
      icon={<ChartPie aria-hidden />}
      title="No investment accounts yet"
      description="Record your brokerage, retirement and college accounts with what they hold and who inherits them, or import a positions file from your broker."
      addLabel="Add your first account"
      onAdd={onAdd}
    >
      {onImport && (
        <Button variant="outline" onClick={onImport}>
          <Upload aria-hidden />
          Import CSV
        </Button>
      )}
    </RecordsEmpty>
  );
}
