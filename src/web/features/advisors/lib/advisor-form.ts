import { z } from 'zod';
import {
  ZAdvisorInput,
  ZAdvisorLink,
  type TAdvisor,
  type TAdvisorInput,
} from '@shared/advisors/advisor-schemas';

const ZAddressParts = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * The advisor form as the inputs hold it (all text, the role '' until chosen), turned into the
 * shared `ZAdvisorInput` so the form checks exactly what the server checks, with the same paths.
 * The address is optional: left entirely blank it is none, partly filled it must be complete.
 */
export const ZAdvisorForm = z
  .object({
    name: z.string(),
    role: z.string(),
    firm: z.string(),
    phone: z.string(),
    email: z.string(),
    address: ZAddressParts,
    notes: z.string(),
    links: z.array(ZAdvisorLink),
  })
  .transform(({ address, role, ...rest }): TAdvisorInput => ({
    ...rest,
    // '' is not a role: the shared schema says "Choose what this advisor does".
    role: role as TAdvisorInput['role'],
    address: Object.values(address).every((part) => part.trim() === '') ? null : address,
  }))
  .pipe(ZAdvisorInput);

export type TAdvisorFormValues = z.input<typeof ZAdvisorForm>;

/** A blank form, or the advisor's values for editing. */
export function advisorFormValues(advisor?: TAdvisor | null): TAdvisorFormValues {
  return {
    name: advisor?.name ?? '',
    role: advisor?.role ?? '',
    firm: advisor?.firm ?? '',
    phone: advisor?.phone ?? '',
    email: advisor?.email ?? '',
    address: {
      street: advisor?.address?.street ?? '',
      city: advisor?.address?.city ?? '',
      state: advisor?.address?.state ?? '',
      zip: advisor?.address?.zip ?? '',
    },
    notes: advisor?.notes ?? '',
    links: (advisor?.links ?? []).map(({ kind, id }) => ({ kind, id })),
  };
}
