import { describe, expect, it } from 'vitest';
import { makeDocument } from '../testing/document-fixtures';
import { ZDocumentForm, documentFormValues } from './document-form';
import { linkOptionGroups, parseLinkValue } from './link-options';

describe('the document details form', () => {
  it('turns the filled-in form into the API details', () => {
    const values = {
      ...documentFormValues(makeDocument()),
      name: '  Home insurance 2026 ',
      link: 'property:prop-1',
      expiresOn: '2026-12-31',
      tags: ['home', 'insurance'],
    };
    expect(ZDocumentForm.parse(values)).toEqual({
      name: 'Home insurance 2026',
      category: 'insurance_policy',
      tags: ['home', 'insurance'],
      link: { kind: 'property', id: 'prop-1' },
      expiresOn: '2026-12-31',
    });
  });

  it('sends no link and no date when they are empty', () => {
    const values = { ...documentFormValues(makeDocument()), link: '', expiresOn: '' };
    expect(ZDocumentForm.parse(values)).toMatchObject({ link: null, expiresOn: null });
  });

  it('asks for a name', () => {
    const result = ZDocumentForm.safeParse({ ...documentFormValues(makeDocument()), name: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a name');
  });

  it('reads a link value back, and refuses an unknown kind', () => {
    expect(parseLinkValue('expense:abc')).toEqual({ kind: 'expense', id: 'abc' });
    expect(parseLinkValue('')).toBeNull();
    expect(parseLinkValue('vault:abc')).toBeNull();
  });

  it('keeps offering the current link when its item is not in the lists', () => {
    const groups = linkOptionGroups({}, { kind: 'advisor', id: 'adv-1', label: 'Dana Cole, CPA' });
    expect(groups).toEqual([
      {
        kind: 'advisor',
        label: 'Advisors',
        options: [{ value: 'advisor:adv-1', label: 'Dana Cole, CPA' }],
      },
    ]);
  });
});
