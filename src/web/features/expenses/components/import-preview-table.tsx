import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import type { TImportPreview } from '../api/import-expenses';

/** Rows shown at most: enough to fix a file, light enough for a 5,000-row one. */
const MAX_ROWS_SHOWN = 100;

/**
 * The rows of a checked file: the ones with problems when there are any (line, vendor, what is
 * wrong), otherwise the rows that will be imported.
 */
export function ImportPreviewTable({ preview }: { preview: TImportPreview }) {
  const withProblems = preview.rows.filter((row) => Object.keys(row.errors).length > 0);
  const rows = (withProblems.length > 0 ? withProblems : preview.rows).slice(0, MAX_ROWS_SHOWN);
  const hidden = (withProblems.length > 0 ? withProblems : preview.rows).length - rows.length;
  return (
    <div className="grid gap-2">
      <Table label={withProblems.length > 0 ? 'Rows with problems' : 'Rows to import'}>
        <TableColumnHeader
          columns={['Line', 'Vendor', 'Problems']}
          rowClassName="hover:bg-transparent"
        />
        <TableBody>
          {rows.map((row) => {
            const problems = Object.entries(row.errors);
            return (
              <TableRow key={row.line}>
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell className="break-words">
                  {row.vendor || <span className="text-muted-foreground">(no vendor)</span>}
                </TableCell>
                <TableCell>
                  {problems.length === 0 ? (
                    <span className="text-muted-foreground">None</span>
                  ) : (
                    <ul className="grid gap-0.5 text-destructive">
                      {problems.map(([field, message]) => (
                        <li key={field}>
                          <span className="font-medium">{field}</span>: {message}
                        </li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <p className="text-sm text-muted-foreground">
          and {hidden.toLocaleString('en-US')} more {hidden === 1 ? 'row' : 'rows'}
        </p>
      )}
    </div>
  );
}
