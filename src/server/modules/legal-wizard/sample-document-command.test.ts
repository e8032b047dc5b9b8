import { describe, expect, it } from 'vitest';
import { STATE_RULES } from '@shared/legal/state-rules';
import { legalDocumentCommand } from './sample-document-command';

const DOCUMENTS = ['will', 'financial-poa', 'health-care', 'hipaa'];

describe('legalDocumentCommand', () => {
  it('prints each of the four documents for every state, in that state', () => {
    for (const { code, name } of STATE_RULES)
      for (const document of DOCUMENTS) {
        const text = legalDocumentCommand(
          ['--state', code.toLowerCase(), '--document', document, '--sample'],
          new Date('2026-11-29T12:00:00Z'),
        );
        expect(text).toContain(name);
        expect(text).toContain('prepared November 29, 2026');
      }
  });

  it('keeps the sample household in Texas at its own address, elsewhere at a placeholder', () => {
    const args = (state: string) => ['--state', state, '--document', 'will', '--sample'];
    expect(legalDocumentCommand(args('TX'))).toContain('Austin');
    expect(legalDocumentCommand(args('OH'))).toContain('Anytown');
  });
});

describe('legalDocumentCommand: a state that forbids springing powers', () => {
  it('prints the Florida sample power of attorney taking effect when signed (Fla. Stat. § 709.2108)', () => {
    const text = legalDocumentCommand(
      ['--state', 'FL', '--document', 'financial-poa', '--sample'],
      new Date('2026-11-29T12:00:00Z'),
    );
    expect(text).toContain('This power of attorney takes effect immediately when I sign it.');
    expect(text).not.toContain('takes effect only if I become incapacitated');
  });
});
