import { describe, expect, it } from 'vitest';
import type { LegalDocumentContent } from './legal-document-content';
import { legalDocumentText } from './legal-document-text';

const content: LegalDocumentContent = {
  title: 'Durable financial power of attorney',
  subtitle: ['Principal: Jo Lee', 'State of Ohio'],
  runningHead: 'Power of attorney of Jo Lee',
  stateName: 'Ohio',
  author: 'Jo Lee',
  preparedOn: 'November 29, 2026',
  version: 2,
  testatorSignsEveryPage: false,
  blocks: [
    { kind: 'notice', title: 'Important', text: 'Read this first.' },
    { kind: 'heading', text: '1. My agent' },
    { kind: 'paragraph', text: 'I name Sam Lee as my agent.' },
    { kind: 'list', items: ['Banking', 'Taxes'], numbered: true },
    { kind: 'initialed', items: [{ title: 'Real property', text: 'Buy and sell land.' }] },
    {
      kind: 'signature',
      title: 'Signature',
      rows: [[{ label: 'Signature of principal' }, { label: 'Printed name', value: 'Jo Lee' }]],
    },
    {
      kind: 'notary',
      title: 'Acknowledgment',
      paragraphs: ['State of Ohio, County of ______'],
      rows: [[{ label: 'Notary public' }]],
    },
  ],
  instructions: [{ kind: 'paragraph', text: 'Sign before a notary.' }],
};

describe('legalDocumentText', () => {
  it('writes every block, the disclaimer and version, then the signing instructions', () => {
    const text = legalDocumentText(content);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'DURABLE FINANCIAL POWER OF ATTORNEY',
      'Principal: Jo Lee',
      'State of Ohio',
    ]);
    for (const expected of [
      '** Important **\nRead this first.',
      '1. MY AGENT',
      'I name Sam Lee as my agent.',
      '1. Banking\n2. Taxes',
      '[____] Real property: Buy and sell land.',
      'Signature of principal: ______________________    Printed name: Jo Lee',
      'Acknowledgment\nState of Ohio, County of ______\nNotary public: ______________________\n[Notary seal]',
      'It is not legal advice. Version 2, prepared November 29, 2026.',
    ])
      expect(text).toContain(expected);
    expect(text.indexOf('SIGNING INSTRUCTIONS')).toBeGreaterThan(text.indexOf('Version 2'));
    expect(text.trimEnd().endsWith('Sign before a notary.')).toBe(true);
  });
});
