import { describe, expect, it } from 'vitest';
import type { SearchableText } from '../../snapshot/household-snapshot';
import { ask } from '../chat-test-helpers';
import { OWNER, riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

/** The home policy's declarations page, as the hub holds its text. */
const DECLARATIONS: SearchableText = {
  kind: 'document',
  id: 'doc-home-declarations',
  ownerId: OWNER,
  title: 'State Farm homeowners declarations.pdf',
  text: 'State Farm Lloyds homeowners policy. Dwelling (Coverage A): $520,000. Personal liability: $300,000.',
  href: '/nido-hub?search=State%20Farm',
};

describe('what no record holds', () => {
  it('is quoted from a document about the record the question names', async () => {
    const answer = await ask(
      'What is the personal liability limit on the State Farm home policy?',
      riveraSnapshot(),
      [...SEARCHABLE_TEXTS, DECLARATIONS],
    );
    expect(answer.response).toContain('Personal liability: $300,000.');
    expect(answer.sources.map((source) => source.id)).toEqual(['doc-home-declarations']);
  });

  it('is not quoted from a document about another record', async () => {
    const answer = await ask(
      'What is the personal liability limit on the Chubb umbrella policy?',
      riveraSnapshot(),
      [...SEARCHABLE_TEXTS, DECLARATIONS],
    );
    expect(answer.response).not.toContain('$300,000');
  });

  it('quotes nothing for a question declined on purpose', async () => {
    const answer = await ask(
      "What is the personal liability limit on our neighbor's State Farm home policy?",
      riveraSnapshot(),
      [...SEARCHABLE_TEXTS, DECLARATIONS],
    );
    expect(answer.understood).toBe(false);
    expect(answer.response).not.toContain('$300,000');
  });

  it('declines a peril no record or document mentions', async () => {
    const answer = await ask(
      'Does our State Farm home policy cover flood damage?',
      riveraSnapshot(),
      [...SEARCHABLE_TEXTS, DECLARATIONS],
    );
    expect(answer.understood).toBe(false);
  });

  it('declines a thing of a record the records do not keep', async () => {
    const answer = await ask('When does the lease on the Oak St house run out?', riveraSnapshot());
    expect(answer.understood).toBe(false);
    expect(answer.response).not.toContain('Oak Hills HOA');
  });

  it("says a person's address is not recorded, rather than their other details", async () => {
    const answer = await ask("What is Maria Lopez's home address?", riveraSnapshot());
    expect(answer.understood).toBe(false);
    expect(answer.response).toBe("I couldn't find an address for Maria Lopez in your records.");
  });

  it("still answers a home's address", async () => {
    const answer = await ask('What is the address of the house?', riveraSnapshot());
    expect(answer.response).toContain('12 Oak St');
  });
});
