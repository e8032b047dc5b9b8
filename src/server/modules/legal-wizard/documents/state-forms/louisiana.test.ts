import { describe, expect, it } from 'vitest';
import { sampleDocumentText } from '../sample-document-text';
import { FORCED_HEIRSHIP_TITLE, LOUISIANA_FORMS } from './louisiana';
import { stateForm } from './state-forms';

/**
 * Louisiana's will opens with the forced-heirship warning of La. Civ. Code arts. 1493–1495
 * (read: see louisiana.ts); no other state's will carries it.
 */

const TODAY = new Date('2026-11-29T12:00:00Z');
/** The document itself, without the signing-instructions sheet that follows it. */
const signed = (all: string) =>
  all.split('SIGNING INSTRUCTIONS (not part of the document)')[0] ?? all;
const will = signed(sampleDocumentText('LA', 'will', TODAY));
const warningAt = will.indexOf(FORCED_HEIRSHIP_TITLE);

describe('Louisiana will: forced heirship', () => {
  it('La. Civ. Code arts. 1493–1495: the warning opens the testament, before its first article', () => {
    expect(warningAt).toBeGreaterThan(-1);
    expect(warningAt).toBeLessThan(will.indexOf('ARTICLE 1.'));
    expect(FORCED_HEIRSHIP_TITLE).toMatch(/arts\. 1493, 1494 and 1495/);
  });

  it('La. Civ. Code art. 1493: forced heirs are children twenty-three or younger, or permanently incapable at any age', () => {
    expect(will).toContain('twenty-three years of age or younger (until they turn twenty-four)');
    expect(will).toContain(
      'your children of any age who, because of mental incapacity or physical infirmity, are permanently incapable of taking care of their persons or administering their estates (art. 1493)',
    );
  });

  it('La. Civ. Code art. 1494: a forced heir may not be deprived of the legitime without just cause', () => {
    expect(will).toContain(
      'may not be deprived of this reserved portion, called the legitime, unless you have just cause to disinherit that heir (art. 1494)',
    );
  });

  it('La. Civ. Code art. 1495: one-fourth with one forced heir, one-half with two or more, capped at the intestate share', () => {
    expect(will).toContain(
      'one-fourth of your estate if you leave one forced heir, and one-half if you leave two or more',
    );
    expect(will).toMatch(/more than a forced heir would inherit without a will[^.]*\(art\. 1495\)/);
  });

  it('La. Civ. Code arts. 1493–1495: each element names the article and the source where its text was read', () => {
    const elements = LOUISIANA_FORMS.will?.elements ?? [];
    expect(elements.map((element) => element.citation)).toEqual([
      'La. Civ. Code art. 1493',
      'La. Civ. Code art. 1494',
      'La. Civ. Code art. 1495',
    ]);
    for (const element of elements) {
      expect(element.source, element.citation).not.toBeNull();
      expect(() => new URL(element.source?.url ?? ''), element.citation).not.toThrow();
    }
    expect(stateForm('LA', 'will')).toBe(LOUISIANA_FORMS.will);
    expect(will).not.toMatch(/not checked against the statute|unverified/i);
  });

  it('La. Civ. Code arts. 1493–1495 apply in Louisiana only: a Texas will has no forced-heirship warning', () => {
    const texas = signed(sampleDocumentText('TX', 'will', TODAY));
    expect(texas).toContain('LAST WILL AND TESTAMENT');
    expect(texas).not.toMatch(/forced heir|legitime|art\. 149[345]/i);
  });
});
