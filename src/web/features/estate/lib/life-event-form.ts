import { z } from 'zod';
import type { Path } from 'react-hook-form';
import type { TLifeEventKind } from '@shared/estate/instrument-kinds';
import { ZLifeEventInput, type TLifeEventInput } from '@shared/estate/estate-schemas';

/** The life event form as its inputs hold it ('' until chosen), checked by the shared schema. */
export const ZLifeEventForm = z
  .object({ kind: z.string(), occurredOn: z.string(), note: z.string() })
  .transform((form): TLifeEventInput => ({
    // '' is not a kind: the shared schema says "Choose what happened".
    kind: form.kind as TLifeEventKind,
    occurredOn: form.occurredOn,
    note: form.note,
  }))
  .pipe(ZLifeEventInput);

export type TLifeEventFormValues = z.input<typeof ZLifeEventForm>;

export const LIFE_EVENT_FORM_FIELDS: readonly Path<TLifeEventFormValues>[] = [
  'kind',
  'occurredOn',
  'note',
];

export const BLANK_LIFE_EVENT: TLifeEventFormValues = { kind: '', occurredOn: '', note: '' };
