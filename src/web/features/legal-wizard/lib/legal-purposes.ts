import type { TLegalDocKind } from '@shared/legal/legal-kinds';

/** What each document does, in one line, on its landing card. */
export const LEGAL_DOC_PURPOSES: Record<TLegalDocKind, string> = {
  will: 'Says who receives what you own, who raises your minor children and who settles your estate.',
  financial_poa:
    'Lets someone you trust pay bills, manage accounts and handle money matters if you cannot.',
  healthcare_directive:
    'Names who makes medical decisions for you and records the care you want at the end of life.',
  hipaa: 'Lets doctors and insurers share your medical information with the people you name.',
};
