import type { LegalBlock } from '../legal-document-content';
import type { TStateForms } from './state-form-types';

/**
 * LA: the statutory elements its documents carry beyond the general document.
 *
 * Will (issue 37, item 3): forced heirship. La. Civ. Code arts. 1493, 1494 and 1495 were read
 * (sources below): a child of the testator who is twenty-three or younger at the testator's
 * death, or of any age and permanently incapable of caring for their person or administering
 * their estate, is a forced heir; a forced heir may not be deprived of the legitime without just
 * cause for disinherison; the forced portion is one-fourth of the estate for one forced heir and
 * one-half for two or more (the donor may give no more than three-fourths or one-half), capped at
 * the heir's intestate fraction. The will opens with that warning, in Nido's words with the
 * articles' own phrases where they define who is a forced heir.
 */

export const FORCED_HEIRSHIP_TITLE =
  'Louisiana forced heirship (La. Civ. Code arts. 1493, 1494 and 1495)';

function forcedHeirshipWarning(): LegalBlock[] {
  return [
    {
      kind: 'notice',
      title: FORCED_HEIRSHIP_TITLE,
      text:
        'Louisiana law reserves part of your estate to your forced heirs, and this testament cannot take it away from them. ' +
        'Your forced heirs are your children who, at your death, are twenty-three years of age or younger (until they turn twenty-four), and your children of any age who, because of mental incapacity or physical infirmity, are permanently incapable of taking care of their persons or administering their estates (art. 1493). ' +
        'A grandchild can take the place of a child who dies before you in the cases art. 1493 describes. ' +
        'A forced heir may not be deprived of this reserved portion, called the legitime, unless you have just cause to disinherit that heir (art. 1494). ' +
        'The forced portion is one-fourth of your estate if you leave one forced heir, and one-half if you leave two or more; if that fraction is more than a forced heir would inherit without a will, the smaller fraction is used (art. 1495). ' +
        'With minor children, part of what this testament gives to others may therefore go to your children instead. Review it with a Louisiana attorney before you sign.',
    },
  ];
}

export const LOUISIANA_FORMS: TStateForms = {
  will: {
    elements: [
      {
        citation: 'La. Civ. Code art. 1493',
        requirement:
          'Forced heirs: children twenty-three or younger at the testator’s death (until age twenty-four), or of any age if permanently incapable of taking care of their persons or administering their estates because of mental incapacity or physical infirmity; warned of before the testament',
        source: {
          title:
            'Louisiana Civil Code art. 1493, forced heirs (LSU Center of Civil Law Studies, Civil Code online, book III, title II, chapter 3)',
          url: 'http://lcco.law.lsu.edu/?uid=53&ver=en',
        },
      },
      {
        citation: 'La. Civ. Code art. 1494',
        requirement:
          'A forced heir may not be deprived of the legitime unless the testator has just cause to disinherit them',
        source: {
          title:
            'Louisiana Civil Code art. 1494, forced heir entitled to legitime (text from legis.la.gov, via theusufruct.com)',
          url: 'https://theusufruct.com/cc/1494.json',
        },
      },
      {
        citation: 'La. Civ. Code art. 1495',
        requirement:
          'The forced portion: one-fourth of the estate with one forced heir, one-half with two or more, no more than the heir’s intestate fraction',
        source: {
          title:
            'Louisiana Civil Code arts. 1493 and 1495, amount of forced portion and disposable portion (text quoted by louisiana-notary.org)',
          url: 'https://louisiana-notary.org/succession-and-testament-the-testator-cannot-alienate-the-forced-portion',
        },
      },
    ],
    opening: forcedHeirshipWarning,
  },
};
