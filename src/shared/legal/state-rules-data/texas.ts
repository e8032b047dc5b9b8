import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const TEXAS: TVerifiedSections = {
  will: {
    citation: 'Tex. Est. Code §§ 251.051, 251.052, 251.102, 251.104, 251.1045 and 254.002',
    sources: [
      {
        title: 'Tex. Est. Code § 251.051 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.051',
      },
      {
        title: 'Tex. Est. Code § 251.102 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.102',
      },
      {
        title: 'Tex. Est. Code § 251.104 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.104',
      },
      {
        title: 'Tex. Est. Code § 254.002 (FindLaw)',
        url: 'https://codes.findlaw.com/tx/estates-code/est-sect-254-002/',
      },
      {
        title: 'Tex. Est. Code § 251.052, holographic wills (Silberman Law Firm)',
        url: 'https://silblawfirm.com/probate/how-to-make-a-valid-will-in-texas/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Witnesses must be credible, at least 14, and sign in their own handwriting in your presence (§ 251.051).',
      'A gift to a witness is void if the will cannot be proved without that witness, unless another disinterested person corroborates the testimony; a witness who is also an heir keeps up to their share without a will (§ 254.002).',
      'The self-proving affidavit is signed before an officer authorized to administer oaths, who affixes a seal (§ 251.104); it can be signed at the same time as the will (§ 251.1045) or later.',
    ],
    witnesses: 2,
    witnessMinAge: 14,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Tex. Est. Code §§ 251.104 and 251.1045',
    },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
