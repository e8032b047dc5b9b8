import { describe, expect, it } from 'vitest';
import { LEGAL_DOC_KINDS } from '@shared/legal/legal-kinds';
import { stateRules } from '@shared/legal/state-rules';
import { pdfPages } from '@test/binder/pdf-pages';
import { renderLegalPdf } from '../legal-document-pdf';
import { legalDocumentContent } from '../render-legal-document';
import { SAMPLE_ANSWERS } from '../sample-answers';
import { stateForm } from './state-forms';

/** Issue 37: the ten most populous states, whose documents carry their statutes' elements. */
const TEN_MOST_POPULOUS = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];

describe('state forms', () => {
  it.each(TEN_MOST_POPULOUS.flatMap((code) => LEGAL_DOC_KINDS.map((kind) => [code, kind])))(
    '%s %s: lists the statutory elements it carries, each with its citation and the source its wording was read in (or none: unverified)',
    (code, kind) => {
      const form = stateForm(code, kind as (typeof LEGAL_DOC_KINDS)[number]);
      expect(form?.elements.length).toBeGreaterThan(0);
      for (const element of form?.elements ?? []) {
        expect(element.citation).toMatch(/§|C\.F\.R\.|ILCS|MCL|R\.C\./);
        expect(element.requirement.length).toBeGreaterThan(10);
        if (element.source) expect(element.source.url).toMatch(/^https?:\/\//);
      }
    },
  );

  it('says on the first page which elements’ wording was not read from the statute', () => {
    const content = legalDocumentContent({
      kind: 'financial_poa',
      answers: SAMPLE_ANSWERS.financial_poa,
      rules: stateRules('NY'),
      generatedOn: '2026-11-29',
      version: 1,
    });
    const unread = stateForm('NY', 'financial_poa')!.elements.filter((each) => !each.source);
    expect(unread.length).toBeGreaterThan(0);
    const notice = content.blocks.find(
      (block) =>
        block.kind === 'notice' && block.title === 'Wording not checked against the statute',
    );
    for (const element of unread)
      expect(notice && 'text' in notice ? notice.text : '').toContain(element.citation);
  });

  it('N.Y. Gen. Oblig. Law § 5-1501B(1)(a) and Cal. Civ. Code § 56.11(b)(1): sets the document in the type size the statute asks for', async () => {
    const content = (kind: 'financial_poa' | 'hipaa', code: string) =>
      legalDocumentContent({
        kind,
        answers: SAMPLE_ANSWERS[kind],
        rules: stateRules(code),
        generatedOn: '2026-11-29',
        version: 1,
      });
    expect(content('financial_poa', 'NY').minimumTextSize).toBe(12);
    expect(content('hipaa', 'CA').minimumTextSize).toBe(14);
    expect(content('hipaa', 'TX').minimumTextSize).toBeUndefined();
    // The same words in larger type take more pages.
    const california = content('hipaa', 'CA');
    const at = new Date('2026-11-29T00:00:00Z');
    const pages = async (minimumTextSize: number | undefined) =>
      (await pdfPages(await renderLegalPdf({ ...california, minimumTextSize }, at))).length;
    expect(await pages(14)).toBeGreaterThan(await pages(undefined));
  });
});
