import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { useAnomalies } from '../../api/insight-actions';
import { ActionSection } from '../action-section';
import { AnomalyCard } from './anomaly-card';

/** Spec §1 anomalies: obligations that changed, stand out, repeat or are overdue. */
export function AnomaliesTab() {
  const action = useAnomalies();
  return (
    <ActionSection
      action={action}
      intro="Checks your obligations for price changes, bills high for their category, utilities against last year, duplicates and overdue bills."
      runLabel="Detect anomalies"
      runningLabel="Detecting…"
      workingText="Checking your obligations…"
    >
      {({ anomalies }) =>
        anomalies.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck aria-hidden />}
            title="Nothing unusual"
            description="None of your obligations changed sharply, stands out in its category, repeats or is overdue."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Unusual obligations">
            {anomalies.map((anomaly) => (
              <li key={`${anomaly.expense.id}:${anomaly.rule}`}>
                <AnomalyCard anomaly={anomaly} />
              </li>
            ))}
          </ul>
        )
      }
    </ActionSection>
  );
}
