import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import type { BinderContent } from './binder-layout';
import { renderBinderPdf } from './binder-pdf';

const NOW = new Date('2026-11-25T15:00:00Z');

function content(rows: number): BinderContent {
  return {
    householdName: 'The Carter family',
    printedOn: 'November 25, 2026',
    printedBy: 'Maria Carter',
    sections: [
      {
        title: 'Family Guidebook',
        blocks: [
          { kind: 'subheading', text: 'Who to call first' },
          {
            kind: 'item',
            title: 'Call Aunt Ana',
            lines: ['To: Ana'],
            body: 'She knows where the keys are. Zoë’s cat is called Łucja.',
          },
        ],
      },
      { title: 'Estate plan summary', blocks: [] },
      {
        title: 'Monthly obligations',
        blocks: [
          { kind: 'note', text: 'Utilities: transfer or close.' },
          {
            kind: 'table',
            columns: ['Vendor', 'Cost'],
            widths: [0.6, 0.4],
            rows: Array.from({ length: rows }, (_, index) => [`Vendor ${index + 1}`, '$10.00/mo']),
          },
        ],
      },
    ],
  };
}

describe('renderBinderPdf', () => {
  it('prints a cover, a table of contents with the page each section starts on, and Page N of M on every page', async () => {
    const pages = await pdfPages(await renderBinderPdf(content(120), NOW));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]).toContain('The Carter family');
    expect(pages[0]).toContain('Printed November 25, 2026 by Maria Carter');
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
    const contents = pages[1] ?? '';
    expect(contents).toContain('Contents');
    for (const title of ['Family Guidebook', 'Estate plan summary', 'Monthly obligations']) {
      const listed = new RegExp(`${title} (\\d+)`).exec(contents);
      expect(listed, title).not.toBeNull();
      const page = Number(listed?.[1]);
      expect(pages[page - 1]?.startsWith(title), `${title} on page ${page}`).toBe(true);
    }
  });

  it('says an empty section was looked at, and repeats a long table’s header on each page', async () => {
    const pages = await pdfPages(await renderBinderPdf(content(200), NOW));
    const estate = pages.find((text) => text.startsWith('Estate plan summary'));
    expect(estate).toContain('Nothing recorded yet.');
    const tablePages = pages.filter((text) => text.includes('Vendor 1'));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const text of tablePages) expect(text).toMatch(/Vendor Cost/);
    expect(pages.join('\n')).toContain('Vendor 200');
  });

  it('prints characters outside the standard fonts as their plain letter', async () => {
    const pages = await pdfPages(await renderBinderPdf(content(1), NOW));
    expect(pages.join('\n')).toContain('Zoë’s cat is called Lucja.');
  });
});
