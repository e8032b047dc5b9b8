import { z } from 'zod';

export const CONSENT_TYPES = ['marketing', 'data_sharing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

export const ZConsentRecord = z.object({
  consentType: z.enum(CONSENT_TYPES),
  consented: z.boolean(),
  consentedAt: z.string().nullable(),
});
export type TConsentRecord = z.infer<typeof ZConsentRecord>;
export const ZConsentList = z.object({ consents: z.array(ZConsentRecord) });

export const ZSetConsentRequest = z.object({ consented: z.boolean() });
export const ZImportConsentRequest = z.object({ marketing: z.boolean(), dataSharing: z.boolean() });

export const CONSENT_GRANTED_MESSAGE = 'Consent granted and logged';
export const CONSENT_REVOKED_MESSAGE = 'Consent revoked and logged';
