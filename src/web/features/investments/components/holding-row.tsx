import { Pencil, Tag, Trash2 } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import { ASSET_CLASS_LABELS, type THolding } from '@shared/investments/investment-schemas';
import {
  holdingGain,
  holdingValueCents,
  isStalePrice,
  priceChange,
} from '@shared/investments/valuation';
import { Button } from '@web/components/ui/button';
import { TableCell, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import { holdingTitle } from '../lib/holding-title';
import {
  formatAsOfDay,
  formatPriceMicros,
  formatQuantity,
  formatSignedCents,
  formatSignedPercent,
  trendClass,
} from '../lib/investment-format';

export type HoldingActions = {
  onPrice: (holding: THolding) => void;
  onEdit: (holding: THolding) => void;
  onDelete: (holding: THolding) => void;
};

type Props = {
  holding: THolding;
  today: string;
  /** Null for someone who may only view the account's household. */
  actions: HoldingActions | null;
};

function Muted({ children }: { children: string }) {
  return <span className="text-muted-foreground">{children}</span>;
}

/** The price, its day (flagged when stale) and the change since the previous price. */
function PriceCell({ holding, today }: { holding: THolding; today: string }) {
  if (!holding.price) return <Muted>No price</Muted>;
  const change = priceChange(holding);
  const stale = isStalePrice(holding.price.asOf, today);
  return (
    <div className="grid justify-items-end gap-0.5">
      <span className="tabular-nums">{formatPriceMicros(holding.price.priceMicros)}</span>
      <span
        className={cn(
          'text-xs whitespace-nowrap',
          stale ? 'font-medium text-destructive' : 'text-muted-foreground',
        )}
      >
        {stale ? 'price as of' : 'as of'} {formatAsOfDay(holding.price.asOf)}
      </span>
      {change && (
        <span
          className={cn('text-xs whitespace-nowrap tabular-nums', trendClass(change.changeMicros))}
        >
          <span className="sr-only">Change since the previous price: </span>
          {change.changeMicros > 0 ? '+' : change.changeMicros < 0 ? '-' : ''}
          {formatPriceMicros(Math.abs(change.changeMicros))}
          {change.percent !== null && ` (${formatSignedPercent(change.percent)})`}
        </span>
      )}
    </div>
  );
}

/** One row of an account's holdings table, with its actions for who may change it. */
export function HoldingRow({ holding, today, actions }: Props) {
  const value = holdingValueCents(holding);
  const gain = holdingGain(holding);
  const title = holdingTitle(holding);
  return (
    <TableRow>
      <TableCell className="min-w-48">
        {holding.symbol && <span className="block font-semibold">{holding.symbol}</span>}
        <span className={cn('block', holding.symbol && 'text-xs text-muted-foreground')}>
          {holding.name}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap">{ASSET_CLASS_LABELS[holding.assetClass]}</TableCell>
      <TableCell className="text-right tabular-nums">{formatQuantity(holding.quantity)}</TableCell>
      <TableCell className="text-right">
        <PriceCell holding={holding} today={today} />
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums">
        {value === null ? <Muted>Unknown</Muted> : formatCents(value)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {gain ? (
          <span className={cn('grid justify-items-end', trendClass(gain.cents))}>
            <span>{formatSignedCents(gain.cents)}</span>
            {gain.percent !== null && (
              <span className="text-xs">{formatSignedPercent(gain.percent)}</span>
            )}
          </span>
        ) : (
          <Muted>—</Muted>
        )}
      </TableCell>
      {actions && (
        <TableCell>
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Update price of ${title}`}
              title="Update price"
              onClick={() => actions.onPrice(holding)}
            >
              <Tag aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${title}`}
              title="Edit"
              onClick={() => actions.onEdit(holding)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${title}`}
              title="Delete"
              onClick={() => actions.onDelete(holding)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}
