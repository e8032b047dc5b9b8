import type { THolding } from '@shared/investments/investment-schemas';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { HoldingRow, type HoldingActions } from './holding-row';

type Props = {
  holdings: readonly THolding[];
  /** What the table is called (the account's name), for its scrolling region. */
  label: string;
  today: string;
  actions: HoldingActions | null;
};

/** An account's holdings: what each is, how many, its price, value and gain. */
export function HoldingsTable({ holdings, label, today, actions }: Props) {
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Holding</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col" className="text-right">
            Quantity
          </TableHead>
          <TableHead scope="col" className="text-right">
            Price
          </TableHead>
          <TableHead scope="col" className="text-right">
            Value
          </TableHead>
          <TableHead scope="col" className="text-right">
            Gain/loss
          </TableHead>
          {actions && (
            <TableHead scope="col" className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {holdings.map((holding) => (
          <HoldingRow key={holding.id} holding={holding} today={today} actions={actions} />
        ))}
      </TableBody>
    </Table>
  );
}
