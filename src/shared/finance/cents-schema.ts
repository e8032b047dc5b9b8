import { z } from 'zod';

/** An amount a form takes in cents: a whole number from zero up to a billion dollars. */
export const ZCents = z
  .number({ error: 'Enter an amount' })
  .int()
  .min(0, 'Amounts cannot be negative')
  .max(100_000_000_000, 'That amount is too large');
