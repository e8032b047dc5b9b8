import { expect } from 'vitest';

/**
 * Checks the structure axe and screen-reader users rely on: one h1, headings that never skip a
 * level on the way down, every section named by an element that exists, and no duplicate ids
 * (anchors and aria-labelledby both depend on ids being unique).
 */
export function expectWellFormedOutline(container: HTMLElement): void {
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  expect(headings[0]?.tagName).toBe('H1');
  let previousLevel = 1;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    expect(level, `"${heading.textContent}" skips a heading level`).toBeLessThanOrEqual(
      previousLevel + 1,
    );
    previousLevel = level;
  }

  for (const section of container.querySelectorAll('section')) {
    const labelId = section.getAttribute('aria-labelledby');
    expect(labelId, 'a section without aria-labelledby').toBeTruthy();
    expect(document.getElementById(labelId ?? '')?.textContent?.trim()).toBeTruthy();
  }

  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
}
