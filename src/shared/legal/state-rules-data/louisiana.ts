import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

/** Louisiana: the notarial testament (La. Civ. Code art. 1576, as amended by Acts 2025, No. 30). */
export const LOUISIANA: TVerifiedSections = {
  will: {
    citation:
      'La. Civ. Code arts. 1575, 1576, 1581, 1582 and 1582.1 (as amended by Acts 2025, No. 30); La. Code Civ. Proc. art. 2891',
    sources: [
      {
        title: 'Louisiana Civil Code arts. 1581–1583 (LSU Center of Civil Law Studies)',
        url: 'https://lcco.law.lsu.edu/?uid=58&ver=ensp',
      },
      {
        title: 'La. Civ. Code art. 1581 (Louisiana State Legislature)',
        url: 'https://legis.la.gov/Legis/LawPrint.aspx?d=108907',
      },
      {
        title:
          'National Notary Association: Louisiana SB 49 (Act No. 30 of 2025), notarial testaments',
        url: 'https://www.nationalnotary.org/knowledge-center/news/law-updates/la-senate-bill-49',
      },
      {
        title: 'La. Civ. Code art. 1575, olographic testament, as amended by Acts 2025, No. 30',
        url: 'https://theusufruct.com/cc/1575',
      },
      {
        title:
          'La. Civ. Code art. 1577 (text before Acts 2025, No. 30): signing at the end and on each other separate page',
        url: 'https://www.louisiana-notary.org/civil-law-basics/page/7/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'The notarial testament is signed before a notary and two competent witnesses, and the testator, each witness and the notary all sign it (art. 1576 as amended in 2025).',
      // Why every page is signed (self-proof, Code Civ. Proc. art. 2891 as amended) is the
      // signing step's own sentence, with its citation; a note saying it again repeated it.
      'Since August 1, 2025 the signature may appear anywhere; this document is still made to be signed at the end and on every other separate page, for the self-proof the steps above describe.',
      'A witness must be at least 16, able to sign their name, not blind and not insane (art. 1581), and must not be married to anyone who receives something under the testament (art. 1582.1).',
    ],
    witnesses: 2,
    witnessMinAge: 16,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved(
      'declaration_in_attestation_clause',
      'La. Code Civ. Proc. art. 2891 (as amended by Acts 2025, No. 30)',
    ),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'louisiana_notarial',
  },
};
