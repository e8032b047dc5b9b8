import { AlertCircle, CheckCircle2 } from 'lucide-react';
import {
  POSITION_FORMAT_INSTITUTIONS,
  type TPositionsPreview,
} from '@shared/investments/positions-import-schemas';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { formatAsOfDay, formatCount } from '../lib/investment-format';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** How many holdings will be imported and how many rows will not. */
export function previewCounts(preview: TPositionsPreview): { ready: number; problems: number } {
  const ready = preview.rows.filter((row) => row.holding !== null).length;
  return { ready, problems: preview.rows.length - ready };
}

/** "3 holdings ready, 1 row with problems (it will be skipped)": on screen and read out. */
export function countsText(preview: TPositionsPreview): string {
  const { ready, problems } = previewCounts(preview);
  if (ready === 0) return 'No holdings in this file can be imported';
  const text = `${plural(ready, 'holding', 'holdings')} ready`;
  if (problems === 0) return text;
  return `${text}, ${plural(problems, 'row', 'rows')} with problems (${problems === 1 ? 'it' : 'they'} will be skipped)`;
}

/** What the file was read as: the brokerage whose export it is, and the positions' date. */
function detectedText(preview: TPositionsPreview): string {
  const brokerage = POSITION_FORMAT_INSTITUTIONS[preview.format];
  const kind = brokerage ? `${brokerage} positions` : 'Positions';
  return preview.asOf ? `${kind} as of ${formatAsOfDay(preview.asOf)}` : kind;
}

type Props = { preview: TPositionsPreview; fileName: string; id: string };

/** The top of step 2: which file, read as what, and how many of its rows can be imported. */
export function ImportPreviewSummary({ preview, fileName, id }: Props) {
  const { ready, problems } = previewCounts(preview);
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-medium">{detectedText(preview)}</span>{' '}
        <span className="break-all text-muted-foreground">· {fileName}</span>
      </p>
      <Alert variant={problems > 0 || ready === 0 ? 'destructive' : 'success'} id={id}>
        {problems > 0 || ready === 0 ? <AlertCircle aria-hidden /> : <CheckCircle2 aria-hidden />}
        <AlertTitle>{countsText(preview)}</AlertTitle>
        <AlertDescription>
          {ready === 0
            ? preview.rows.length === 0
              ? 'No positions were found. Check that this is a positions export, not activity or a statement, and choose another file.'
              : 'Every row has a problem. Fix the file, or choose another one.'
            : 'Nothing is saved until you import.'}
          {preview.skippedLines > 0 &&
            ` ${plural(preview.skippedLines, 'other line', 'other lines')} (titles, totals, notes) ${preview.skippedLines === 1 ? 'was' : 'were'} left out.`}
        </AlertDescription>
      </Alert>
    </div>
  );
}
