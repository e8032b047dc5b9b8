import { Table, TableBody, TableCell, TableHead, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatCount, formatShare } from '../lib/admin-format';

export type CountShareRow = { key: string; label: string; count: number };

type Props = {
  /** The table's name ("Plan mix"), read out as its caption. */
  name: string;
  /** The headings of the three columns: what a row is, what is counted, and its share. */
  columns: [string, string, string];
  rows: readonly CountShareRow[];
};

/** A count per kind with its share of the total, largest first (plan mix, failures by reason). */
export function CountShareTable({ name, columns: [what, counted, share], rows }: Props) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  return (
    <Table label={`${name}, table`}>
      <caption className="sr-only">{name}</caption>
      <TableColumnHeader
        columns={[what, { label: counted, numeric: true }, { label: share, numeric: true }]}
      />
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className="font-medium text-foreground">
              {row.label}
            </TableHead>
            <TableCell className="text-right tabular-nums">{formatCount(row.count)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatShare(row.count, total)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
