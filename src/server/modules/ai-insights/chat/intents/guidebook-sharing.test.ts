import { describe, expect, it } from 'vitest';
import type { SearchableText } from '../../snapshot/household-snapshot';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

/** The Riveras' guidebook as its owner reads it: with how each entry is shared. */
const MANAGED: SearchableText[] = SEARCHABLE_TEXTS.map((text) =>
  text.id === 'gb-where'
    ? {
        ...text,
        sharing: [
          { name: 'Sam Rivera', mode: 'now' },
          { name: 'Priya Shah', mode: 'after_event' },
        ],
      }
    : text.id === 'gb-wishes'
      ? {
          ...text,
          sharing: [
            { name: 'Sam Rivera', mode: 'after_event' },
            { name: 'Priya Shah', mode: 'never' },
          ],
        }
      : text,
);

const askOwner = (question: string) => ask(question, riveraSnapshot(), MANAGED);

describe('who sees a guidebook entry, and when', () => {
  it('says when one person can read the entry named', async () => {
    const answer = await askOwner('When will Sam be able to read the final wishes?');
    expect(answer.response).toBe(
      'Sam Rivera can read “Final wishes” only after the triggering event (once a death or incapacity is reported and confirmed).',
    );
    expect(answer.sources.map((source) => source.id)).toEqual(['gb-wishes']);
  });

  it('finds an advisor by their role', async () => {
    const answer = await askOwner('Can our CPA see the final wishes?');
    expect(answer.response).toBe(
      'Priya Shah cannot read “Final wishes”: it is not shared with them (the household’s owner and whoever wrote an entry always see it).',
    );
  });

  it('lists everyone for an entry, and every entry for a person', async () => {
    const entry = await askOwner('Who can read the final wishes entry?');
    expect(entry.response).toContain('Sam Rivera only after the triggering event');
    expect(entry.response).toContain('Priya Shah never: it is not shared with them');
    const person = await askOwner('Which guidebook entries can Priya see?');
    expect(person.response).toBe(
      'Priya Shah sees 1 entry only after the triggering event (“Where things are”); 1 entry never (“Final wishes”) (the household’s owner and whoever wrote an entry always see it).',
    );
  });

  it('reads which entry someone "gets" after an event as how entries are shared with them', async () => {
    const answer = await askOwner(
      'Which guidebook entry does our CPA only get after something happens to me?',
    );
    expect(answer.response).toContain(
      'Priya Shah sees 1 entry only after the triggering event (“Where things are”)',
    );
  });

  it('reads whose entries they are as naming none of them', async () => {
    const answer = await askOwner("Which of Alex's guidebook entries are never shared with Priya?");
    expect(answer.response).toMatch(/^Priya Shah sees /);
    // The owner's surname is Sam's too: the first name says who is asked of.
    const surname = await askOwner(
      "Which of Alex Rivera's guidebook entries are shared with Priya right now?",
    );
    expect(surname.response).toMatch(/^Priya Shah sees /);
    // "My" entry, asked by the owner, is named by its title without the owner's name.
    const mine = await ask('is my gmail note shared w priya', riveraSnapshot(), [
      ...MANAGED,
      {
        kind: 'guidebook',
        id: 'gb-gmail',
        ownerId: MANAGED[0]?.ownerId ?? '',
        title: "Alex's Gmail",
        text: 'Keep it open for a year.',
        href: '/family-guidebook',
        sharing: [{ name: 'Priya Shah', mode: 'never' }],
      },
    ]);
    expect(mine.response).toMatch(/^Priya Shah cannot read “Alex's Gmail”/);
  });

  it('leaves other access questions and readers who do not manage the entries alone', async () => {
    // Every entry is the owner's to manage, "Digital accounts" too.
    const everyEntry = MANAGED.map((text) =>
      text.kind === 'guidebook' && !text.sharing
        ? { ...text, sharing: [{ name: 'Priya Shah', mode: 'now' as const }] }
        : text,
    );
    for (const question of [
      'Can Priya see our accounts?',
      'Can I read the final wishes?',
      'Where can I see the final wishes?',
    ]) {
      const answer = await ask(question, riveraSnapshot(), everyEntry);
      expect(answer.response, question).not.toMatch(/can read|sees \d|Who can read/);
    }
    // An advisor reading the guidebook is not told how it is shared.
    const reader = await ask('Who can read the final wishes entry?', riveraSnapshot());
    expect(reader.response).not.toContain('Sam Rivera only after');
  });
});
