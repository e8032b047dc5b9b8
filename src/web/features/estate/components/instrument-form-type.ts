import type { UseFormReturn } from 'react-hook-form';
import type { InstrumentInput } from '../api/instrument-mutations';
import type { TInstrumentFormValues } from '../lib/instrument-form';

/** The instrument form as its field components take it. */
export type InstrumentForm = UseFormReturn<TInstrumentFormValues, unknown, InstrumentInput>;
