import { z } from 'zod';
import {
  ASSET_CLASSES,
  ZHoldingInput,
  type THolding,
} from '@shared/investments/investment-schemas';
import { localIsoDay } from '@web/lib/local-day';
import { parseDecimalUnits, unitsToDecimalText } from '@web/lib/decimal-text';
import { settleIssues, type Issue } from '@web/lib/map-issues';

/** A price as typed (up to 6 decimals) in micros; null when left blank. */
export function priceMicros(text: string): { micros: number | null } | { message: string } {
  const parsed = parseDecimalUnits(text, 6);
  if (parsed.ok) return { micros: parsed.units };
  if (parsed.reason === 'empty') return { micros: null };
  if (parsed.reason === 'too-many-decimals') return { message: 'Use at most 6 decimals' };
  return { message: 'Enter the price' };
}

/** A quantity as typed; NaN when it is not a number, for the shared schema to refuse. */
function quantity(text: string): number {
  const cleaned = text.replace(/[\s,]/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The holding form as its inputs hold it, turned into the shared `ZHoldingInput`. The cost basis
 * can be unknown (a tick box), which is not the same as $0: an unknown basis has no gain.
 * A price given here becomes the holding's price as of its date; editing a holding does not
 * offer it (that is "Update price"), so an edit never adds a second snapshot of the same price.
 */
export const ZHoldingForm = z
  .object({
    symbol: z.string(),
    name: z.string(),
    assetClass: z.enum(ASSET_CLASSES, { error: 'Choose the type of holding' }),
    quantity: z.string(),
    costBasisCents: z.number(),
    costBasisUnknown: z.boolean(),
    price: z.string(),
    priceAsOf: z.string(),
  })
  .transform((form, context) => {
    const price = priceMicros(form.price);
    const micros = 'micros' in price ? price.micros : null;
    const parsed = ZHoldingInput.safeParse({
      symbol: form.symbol,
      name: form.name,
      assetClass: form.assetClass,
      quantity: form.quantity.trim() === '' ? undefined : quantity(form.quantity),
      costBasisCents: form.costBasisUnknown ? null : form.costBasisCents,
      priceMicros: micros,
      priceAsOf: micros === null ? null : form.priceAsOf || null,
    });
    const issues: Issue[] = 'message' in price ? [{ path: ['price'], message: price.message }] : [];
    return settleIssues(context, issues, parsed, { priceMicros: 'price' });
  });

export type THoldingFormValues = z.input<typeof ZHoldingForm>;

export function holdingFormValues(holding?: THolding | null): THoldingFormValues {
  return {
    symbol: holding?.symbol ?? '',
    name: holding?.name ?? '',
    assetClass: holding?.assetClass ?? 'stock',
    quantity: holding ? String(holding.quantity) : '',
    costBasisCents: holding?.costBasisCents ?? 0,
    costBasisUnknown: holding ? holding.costBasisCents === null : false,
    price: '',
    priceAsOf: localIsoDay(new Date()),
  };
}

/** The price form's starting values: the current price (if any), dated today. */
export function priceFormValues(holding: THolding): { price: string; asOf: string } {
  return {
    price: holding.price ? unitsToDecimalText(holding.price.priceMicros, 6) : '',
    asOf: localIsoDay(new Date()),
  };
}
