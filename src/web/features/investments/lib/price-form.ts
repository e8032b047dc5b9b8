import { z } from 'zod';
import { ZPriceInput } from '@shared/investments/investment-schemas';
import { priceMicros } from './holding-form';
import { settleIssues, type Issue } from '@web/lib/map-issues';

/** The price form (price with up to 6 decimals, and its day), turned into the shared input. */
export const ZPriceForm = z
  .object({ price: z.string(), asOf: z.string() })
  .transform((form, context) => {
    const price = priceMicros(form.price);
    const micros = 'micros' in price ? price.micros : null;
    const issues: Issue[] =
      'message' in price
        ? [{ path: ['price'], message: price.message }]
        : micros === null
          ? [{ path: ['price'], message: 'Enter the price' }]
          : [];
    const parsed = ZPriceInput.safeParse({ priceMicros: micros ?? undefined, asOf: form.asOf });
    return settleIssues(context, issues, parsed, { priceMicros: 'price' });
  });

export type TPriceFormValues = z.input<typeof ZPriceForm>;
