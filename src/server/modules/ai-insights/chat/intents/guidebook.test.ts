import { describe, expect, it } from 'vitest';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

describe('the family guidebook', () => {
  it('lists the entries this reader is shared when asked about the guidebook itself', async () => {
    const answer = await ask("What's in our family guidebook?", riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toMatch(/^Your family guidebook has 4 entries: “Where things are”/);
    expect(answer.response).toContain('“Final wishes”');
  });

  it('lists by title every entry that mentions what is asked', async () => {
    const answer = await ask(
      'Which guidebook entries mention the fireproof safe?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.response).toBe(
      '2 guidebook entries you can read mention “fireproof safe”: “Where things are”, “Digital accounts”.',
    );
    const none = await ask(
      'Which guidebook entries mention the Wi-Fi password?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(none.understood).toBe(false);
  });

  it.each([
    'List the titles of all our guidebook entries.',
    'What entries are in the guidebook? List each by its title.',
  ])('lists the entries when asked for their titles: %s', async (question) => {
    const answer = await ask(question, riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(answer.response).toMatch(/^Your family guidebook has 4 entries: “Where things are”/);
  });

  it('quotes the entry a question no other rule answers names', async () => {
    const answer = await ask('What food does Biscuit eat?', riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(answer.understood).toBe(true);
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toContain('His food is in the garage.');
    expect(sourceIds(answer)).toEqual(['gb-pets']);
  });

  it('does not answer with an entry that merely mentions a name the question holds', async () => {
    // "Sam knows the code" is in an entry; his birthday is nowhere.
    const answer = await ask("When is Sam's birthday?", riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(answer.understood).toBe(false);
  });

  it('does not answer with an entry that lacks the name a question gives with capitals', async () => {
    // "Digital accounts" holds "accounts", not Instagram.
    const instagram = await ask(
      "What does Alex's guidebook say to do with the Instagram account?",
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(instagram.response).not.toContain('1Password');
    // "iPhone" is not the "phone" of any entry.
    const iphone = await ask(
      "Where is the passcode to Alex's iPhone, per the guidebook?",
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(iphone.understood).toBe(false);
    // The name as the entry holds it is found.
    const kit = await ask(
      'Where does the guidebook say the 1Password kit is?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(sourceIds(kit)).toEqual(['gb-digital']);
  });

  it('does not search the guidebook for a question declined on purpose', async () => {
    const answer = await ask('Should I sell our Apple stock?', riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(answer.understood).toBe(false);
  });

  it('says so when there is no guidebook entry to read', async () => {
    const answer = await ask('What does the guidebook say?', riveraSnapshot(), []);
    expect(answer.response).toBe('Your family guidebook has no entries you can read yet.');
  });
});
