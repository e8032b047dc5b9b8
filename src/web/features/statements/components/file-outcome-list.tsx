import { useId } from 'react';
import type { StatementImport } from '../lib/use-statement-import';
import { FileOutcomeRow } from './file-outcome-row';

/** How each file fared; a CSV in an unknown layout asks for its columns here. */
export function FileOutcomeList({ batch }: { batch: StatementImport }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        Statements
      </h3>
      <ul className="grid gap-2">
        {batch.outcomes.map((outcome) => (
          <FileOutcomeRow
            key={outcome.fileName}
            outcome={outcome}
            remapping={batch.remapping}
            remapProblem={
              batch.remapProblem?.fileName === outcome.fileName ? batch.remapProblem.message : null
            }
            onReadWithMapping={(fileName, mapping) => void batch.readWithMapping(fileName, mapping)}
          />
        ))}
      </ul>
    </section>
  );
}
