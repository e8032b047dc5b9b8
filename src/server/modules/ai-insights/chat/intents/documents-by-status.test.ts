import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { askedStatus } from './documents-by-status';

describe('estate documents by status', () => {
  it('reads the status said, not the ones said after "not" or "or"', () => {
    expect(askedStatus('which one is only marked signed not witnessed or stored')).toBe('signed');
    expect(askedStatus('which estate documents are still just drafted')).toBe('drafted');
  });

  it('reads no status from when or by whom a document was signed', () => {
    expect(askedStatus('when was the will signed')).toBeNull();
    expect(askedStatus('which documents were only signed before 2023')).toBeNull();
  });

  it('lists the documents at the status asked', async () => {
    const answer = await ask(
      'Looking over all our estate documents: which one is still only drafted, not signed?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_documents');
    expect(answer.response).toMatch(/^1 estate document is marked “Drafted”: Living will/);
  });
});
