import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { TLegalAnswers } from '@shared/legal/legal-answers';
import { stateRules } from '@shared/legal/state-rules';
import type { LegalBlock } from './legal-document-content';
import {
  legalDocumentContent,
  renderLegalDocument,
  type TRenderLegalDocumentInput,
} from './render-legal-document';
import { SAMPLE_ANSWERS } from './sample-answers';

// Review of issue 17: a Wyoming will split its notary certificate over three pages, two of them
// holding one line each. Every signature and notary block must sit whole on one page, and no page
// may hold only its header and footer.

const WYOMING_WILL: TLegalAnswers['will'] = {
  ...SAMPLE_ANSWERS.will,
  testator: {
    ...SAMPLE_ANSWERS.will.testator,
    city: 'Springfield',
    county: 'Orleans',
    state: 'WY',
  },
  children: [{ name: 'Mia Carter', dateOfBirth: '2015-06-01' }],
  specificGifts: [
    {
      description: 'my gold necklace',
      asset: null,
      beneficiary: 'Mia Carter',
      ifTheyDieFirst: null,
      alternate: null,
    },
  ],
  residuary: [
    {
      name: 'David Carter',
      relationship: 'Spouse',
      percent: 60,
      ifTheyDieFirst: null,
      alternate: 'Mia Carter',
    },
    {
      name: 'Mia Carter',
      relationship: 'Daughter',
      percent: 40,
      ifTheyDieFirst: null,
      alternate: 'David Carter',
    },
  ],
  // Witnesses left to be named at the signing: the affidavit prints blanks for them.
  witnesses: [],
};

type Shape = { name: string; input: TRenderLegalDocumentInput };

function shape<K extends TLegalDocKind>(
  name: string,
  kind: K,
  code: string,
  answers: TLegalAnswers[K],
): Shape {
  return {
    name,
    input: { kind, answers, rules: stateRules(code), generatedOn: '2026-11-26', version: 1 },
  };
}

const SHAPES: Shape[] = [
  shape('Wyoming will (general rules)', 'will', 'WY', WYOMING_WILL),
  shape('Wyoming will with its witnesses named', 'will', 'WY', {
    ...WYOMING_WILL,
    witnesses: SAMPLE_ANSWERS.will.witnesses,
  }),
  shape('Wyoming will, no gifts or pets', 'will', 'WY', {
    ...WYOMING_WILL,
    specificGifts: [],
    pets: [],
  }),
  shape('Texas will', 'will', 'TX', SAMPLE_ANSWERS.will),
  shape('Louisiana testament', 'will', 'LA', SAMPLE_ANSWERS.will),
  shape('California will', 'will', 'CA', SAMPLE_ANSWERS.will),
  shape(
    'North Carolina directive',
    'healthcare_directive',
    'NC',
    SAMPLE_ANSWERS.healthcare_directive,
  ),
  shape('Florida power of attorney', 'financial_poa', 'FL', SAMPLE_ANSWERS.financial_poa),
  shape('New York power of attorney', 'financial_poa', 'NY', {
    ...SAMPLE_ANSWERS.financial_poa,
    powers: ['banking', 'taxes', 'real_property', 'gifts', 'trusts', 'retirement_plans'],
  }),
  shape('Wyoming HIPAA authorization', 'hipaa', 'WY', SAMPLE_ANSWERS.hipaa),
];

/** What a block prints that must all be on the same page. */
function keptTogether(block: LegalBlock): string[] | null {
  if (block.kind === 'signature')
    return [...(block.title ? [block.title] : []), ...block.rows.flat().map((line) => line.label)];
  if (block.kind === 'notary')
    return [block.title, ...block.rows.flat().map((line) => line.label), 'Notary seal'];
  return null;
}

async function pagesOf(input: TRenderLegalDocumentInput): Promise<string[]> {
  return (await pdfPages(await renderLegalDocument(input))).map((page) =>
    page.replace(/\s+/g, ' '),
  );
}

describe('legal document layout', () => {
  it.each(SHAPES)(
    '$name: every signature and notary block is whole on one page',
    async ({ input }) => {
      const pages = await pagesOf(input);
      let cursor = 0;
      for (const block of legalDocumentContent(input).blocks) {
        const texts = keptTogether(block);
        if (!texts) continue;
        const page = pages.findIndex(
          (text, index) => index >= cursor && texts.every((part) => text.includes(part)),
        );
        expect(page, `${block.kind}: ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
        cursor = page;
      }
    },
  );

  it.each(SHAPES)('$name: no page holds only its header and footer', async ({ input }) => {
    const content = legalDocumentContent(input);
    const frame = [
      content.runningHead,
      `State of ${content.stateName}`,
      /Initials: _+/g,
      /Testator signature: _+/g,
      /Page \d+ of \d+/g,
      'This document was prepared with Nido. It is not legal advice.',
      `Version ${content.version}, prepared ${content.preparedOn}`,
      'Signing instructions — not part of the document',
    ];
    const pages = await pagesOf(input);
    pages.forEach((page, index) => {
      const body = frame.reduce<string>(
        (text, part) =>
          typeof part === 'string' ? text.split(part).join(' ') : text.replace(part, ' '),
        page,
      );
      const words = body.split(/\s+/).filter((word) => /\w/.test(word));
      expect(words.length, `page ${index + 1}: ${body}`).toBeGreaterThanOrEqual(8);
    });
  });
});
