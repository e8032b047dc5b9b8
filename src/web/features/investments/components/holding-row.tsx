import { memo, useRef } from 'react';
import { Ellipsis, Pencil, Tag, Trash2 } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import { ASSET_CLASS_LABELS, type THolding } from '@shared/investments/investment-schemas';
import {
  holdingGain,
  holdingValueCents,
  isStalePrice,
  priceChange,
} from '@shared/investments/valuation';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
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

// The classes of `TableRow` and `TableCell` (components/ui/table.tsx) written out once: a table
// of holdings can be long, and merging the same static classes for every cell (`cn`) was a
// measurable part of the Investments screen's first paint.
const ROW = 'border-b transition-colors hover:bg-muted/40';
const CELL = 'px-3 py-2.5 align-middle';
const NAME_CELL = `${CELL} min-w-48`;
const TYPE_CELL = `${CELL} whitespace-nowrap`;
const NUMBER_CELL = `${CELL} text-right tabular-nums`;
const PRICE_CELL = `${CELL} text-right`;
const VALUE_CELL = `${CELL} text-right font-medium tabular-nums`;
const ACTIONS_CELL = `${CELL} text-right`;

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
        className={
          stale
            ? 'text-xs font-medium whitespace-nowrap text-destructive'
            : 'text-xs whitespace-nowrap text-muted-foreground'
        }
      >
        {stale ? 'price as of' : 'as of'} {formatAsOfDay(holding.price.asOf)}
      </span>
      {change && (
        <span
          className={`text-xs whitespace-nowrap tabular-nums ${trendClass(change.changeMicros)}`}
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

/**
 * One "Actions for <holding>" menu instead of three icon buttons per row: one tab stop and a third
 * of the elements in a long table. The chosen action runs once the menu has closed and given focus
 * back to its button, so the dialog it opens returns focus there too (a dialog remembers what had
 * focus when it opened, and the menu item is gone by the time it closes).
 */
function HoldingActionsMenu({
  holding,
  title,
  actions,
}: {
  holding: THolding;
  title: string;
  actions: HoldingActions;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon-sm" aria-label={`Actions for ${title}`}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          const action = chosen.current;
          chosen.current = null;
          if (!action) return;
          event.preventDefault();
          trigger.current?.focus();
          action();
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            chosen.current = () => actions.onPrice(holding);
          }}
        >
          <Tag aria-hidden />
          Update price
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            chosen.current = () => actions.onEdit(holding);
          }}
        >
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            chosen.current = () => actions.onDelete(holding);
          }}
        >
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One row of an account's holdings table, with its actions for who may change it. */
export const HoldingRow = memo(function HoldingRow({ holding, today, actions }: Props) {
  const value = holdingValueCents(holding);
  const gain = holdingGain(holding);
  return (
    <tr className={ROW}>
      <td className={NAME_CELL}>
        {holding.symbol && <span className="block font-semibold">{holding.symbol}</span>}
        <span className={holding.symbol ? 'block text-xs text-muted-foreground' : 'block'}>
          {holding.name}
        </span>
      </td>
      <td className={TYPE_CELL}>{ASSET_CLASS_LABELS[holding.assetClass]}</td>
      <td className={NUMBER_CELL}>{formatQuantity(holding.quantity)}</td>
      <td className={PRICE_CELL}>
        <PriceCell holding={holding} today={today} />
      </td>
      <td className={VALUE_CELL}>{value === null ? <Muted>Unknown</Muted> : formatCents(value)}</td>
      <td className={NUMBER_CELL}>
        {gain ? (
          <span className={`grid justify-items-end ${trendClass(gain.cents)}`}>
            <span>{formatSignedCents(gain.cents)}</span>
            {gain.percent !== null && (
              <span className="text-xs">{formatSignedPercent(gain.percent)}</span>
            )}
          </span>
        ) : (
          <Muted>—</Muted>
        )}
      </td>
      {actions && (
        <td className={ACTIONS_CELL}>
          <HoldingActionsMenu holding={holding} title={holdingTitle(holding)} actions={actions} />
        </td>
      )}
    </tr>
  );
});
