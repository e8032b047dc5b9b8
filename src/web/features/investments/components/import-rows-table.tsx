import { AlertCircle } from 'lucide-react';
import { MICROS_PER_DOLLAR } from '@shared/investments/investment-schemas';
import type { TParsedPositionRow } from '@shared/investments/positions-import-schemas';
import { formatCents } from '@shared/finance/money';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatCount } from '../lib/investment-format';

/** Rows shown at most: every bad row of a normal export, light enough for a large one. */
const MAX_ROWS_SHOWN = 200;

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** A row with errors has no holding (the contract) and is skipped. */
const isBad = (row: TParsedPositionRow) => row.holding === null;

/** Bad rows first, so the problems are seen before anything is imported; then in file order. */
export function orderRows(rows: readonly TParsedPositionRow[]): TParsedPositionRow[] {
  return [...rows].sort((a, b) => Number(isBad(b)) - Number(isBad(a)) || a.line - b.line);
}

type Props = {
  rows: readonly TParsedPositionRow[];
  /** The file account's label for a row, shown when the file has more than one account. */
  accountLabel: ((key: string) => string) | null;
};

function BadRowCells({ row }: { row: TParsedPositionRow }) {
  return (
    <>
      <TableCell colSpan={4} className="max-w-[24rem] break-words text-muted-foreground">
        {row.cells.filter(Boolean).join(', ') || '(empty line)'}
      </TableCell>
      <TableCell>
        <ul className="grid gap-0.5 font-medium text-destructive">
          {(row.errors.length > 0 ? row.errors : ['This row cannot be read']).map((message) => (
            <li key={message} className="flex items-start gap-1">
              <AlertCircle className="mt-0.5 size-3.5" aria-hidden />
              {message}
            </li>
          ))}
        </ul>
      </TableCell>
    </>
  );
}

function HoldingCells({ row }: { row: TParsedPositionRow }) {
  const holding = row.holding;
  if (!holding) return null;
  return (
    <>
      <TableCell className="min-w-[12rem]">
        {holding.symbol && <span className="mr-2 font-medium">{holding.symbol}</span>}
        <span className="break-words">{holding.name}</span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{QUANTITY.format(holding.quantity)}</TableCell>
      <TableCell className="text-right tabular-nums">
        {holding.priceMicros === null ? '–' : PRICE.format(holding.priceMicros / MICROS_PER_DOLLAR)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {holding.costBasisCents === null ? '–' : formatCents(holding.costBasisCents)}
      </TableCell>
      <TableCell className="text-muted-foreground">Ready</TableCell>
    </>
  );
}

/**
 * The file's rows as read: the bad ones first and highlighted, each with its line, its cells and
 * what is wrong; then the holdings that will be imported.
 */
export function ImportRowsTable({ rows, accountLabel }: Props) {
  const ordered = orderRows(rows);
  const shown = ordered.slice(0, MAX_ROWS_SHOWN);
  const hidden = ordered.length - shown.length;
  return (
    <div className="grid gap-2">
      <Table label="Rows in the file">
        <TableColumnHeader
          columns={[
            'Line',
            ...(accountLabel ? ['Account'] : []),
            'Holding',
            { label: 'Quantity', numeric: true },
            { label: 'Price', numeric: true },
            { label: 'Cost basis', numeric: true },
            'Status',
          ]}
          rowClassName="hover:bg-transparent"
        />
        <TableBody>
          {shown.map((row) => (
            <TableRow
              key={row.line}
              className={isBad(row) ? 'bg-destructive/10 hover:bg-destructive/15' : undefined}
            >
              <TableCell className="tabular-nums">{row.line}</TableCell>
              {accountLabel && (
                <TableCell className="whitespace-nowrap">{accountLabel(row.accountKey)}</TableCell>
              )}
              {isBad(row) ? <BadRowCells row={row} /> : <HoldingCells row={row} />}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <p className="text-sm text-muted-foreground">
          and {formatCount(hidden)} more {hidden === 1 ? 'row' : 'rows'}
        </p>
      )}
    </div>
  );
}
