import { useId, useMemo, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { THolding } from '@shared/investments/investment-schemas';
import { holdingValueCents } from '@shared/investments/valuation';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatCount } from '../lib/investment-format';
import { HoldingRow, type HoldingActions } from './holding-row';

/** Rows an account shows until "Show all": its largest positions, and a light page for 2,000. */
export const HOLDINGS_SHOWN = 10;

type Props = {
  holdings: readonly THolding[];
  /** What the table is called (the account's name), for its scrolling region. */
  label: string;
  today: string;
  actions: HoldingActions | null;
};

/**
 * Largest value first, so the rows shown before "Show all" are the positions that matter most
 * (the list comes by name, which would show an arbitrary first ten). Holdings without a price
 * (value unknown) go last; equal values keep the list's order by name.
 */
export function byValue(holdings: readonly THolding[]): THolding[] {
  const value = (holding: THolding) => holdingValueCents(holding) ?? Number.NEGATIVE_INFINITY;
  return holdings
    .map((holding) => ({ holding, value: value(holding) }))
    .sort((a, b) => (a.value === b.value ? 0 : b.value > a.value ? 1 : -1))
    .map(({ holding }) => holding);
}

/** An account's holdings: what each is, how many, its price, value and gain. */
export function HoldingsTable({ holdings, label, today, actions }: Props) {
  const tableId = useId();
  const [showAll, setShowAll] = useState(false);
  const sorted = useMemo(() => byValue(holdings), [holdings]);
  const collapsible = sorted.length > HOLDINGS_SHOWN;
  const shown = collapsible && !showAll ? sorted.slice(0, HOLDINGS_SHOWN) : sorted;
  return (
    <div className="grid gap-2">
      <Table label={label} id={tableId}>
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
            <TableHead scope="col" className="text-right" aria-sort="descending">
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
          {shown.map((holding) => (
            <HoldingRow key={holding.id} holding={holding} today={today} actions={actions} />
          ))}
        </TableBody>
      </Table>
      {collapsible && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-expanded={showAll}
          aria-controls={tableId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {showAll ? 'Show fewer' : `Show all ${formatCount(sorted.length)} holdings`}
        </Button>
      )}
    </div>
  );
}
