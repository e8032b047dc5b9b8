import { describe, expect, it } from 'vitest';
import { runNido } from '@test/harness/nido-command';

describe('nido legal-document', () => {
  it('prints a sample document as the text its PDF carries, for the state asked', async () => {
    const result = await runNido(
      {},
      'legal-document',
      '--state',
      'CA',
      '--document',
      'will',
      '--sample',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^LAST WILL AND TESTAMENT OF MARIA ELENA CARTER\n/);
    expect(result.stdout).toContain('State of California');
    // The sample couple's two minor children and their guardian, the disclaimer every page
    // prints, and the signing instructions after the document.
    expect(result.stdout).toContain('Mia Carter');
    expect(result.stdout).toContain('Ana Lopez');
    expect(result.stdout).toContain('It is not legal advice.');
    expect(result.stdout).toContain('SIGNING INSTRUCTIONS (not part of the document)');
  });

  it('says what it needs when the document, the state or --sample is missing', async () => {
    const noState = await runNido({}, 'legal-document', '--document', 'hipaa', '--sample');
    expect(noState.code).toBe(1);
    expect(noState.stderr).toContain('Name a US state by its two letters');
    const noKind = await runNido({}, 'legal-document', '--state', 'NY', '--sample');
    expect(noKind.stderr).toContain('Name the document');
    const notSample = await runNido({}, 'legal-document', '--state', 'NY', '--document', 'will');
    expect(notSample.stderr).toContain('Only the sample household is printed');
  });
});
