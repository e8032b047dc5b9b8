import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { readPeopleQuestion } from './estate-people-set';

// The Riveras' estate documents name five people: Alex (the owner), Sam, Maria Lopez (six roles),
// David Chen and Carlos Lopez.
describe('what a question asks of the people in the estate plan', () => {
  it.each([
    ['How many different people have a role in our estate documents?', 'count'],
    ['Between Sam and Maria, who has more roles?', 'compare'],
    ['Besides Sam and me, which people hold a role in our estate plan?', 'list'],
  ])('%s', (text, wants) => {
    expect(readPeopleQuestion(text)?.wants).toBe(wants);
  });

  it('asks nothing of them in a question about one role, or about access', () => {
    expect(readPeopleQuestion('Who is the executor of my will?')).toBeNull();
    expect(readPeopleQuestion('How many people can see our estate plan?')).toBeNull();
  });
});

describe('answers about the people in the estate plan', () => {
  it('counts everyone the documents name, with their roles', async () => {
    const answer = await ask(
      'How many different people have a role in our estate documents?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toMatch(/^5 people hold a role in your estate documents: /);
    expect(answer.response).toContain('Maria Lopez (');
    expect(answer.response).toContain('6 roles in 6 documents');
  });

  it('says how each is related when asked', async () => {
    const answer = await ask(
      'Apart from Alex, which people are named in our estate documents, and how are they related?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Maria Lopez (Sister');
    expect(answer.response).not.toContain('Alex Rivera (');
  });

  it('says who of two holds more roles, and how many each', async () => {
    const answer = await ask('Between Sam and Maria, who has more roles?', riveraSnapshot());
    expect(answer.response).toMatch(/^Maria Lopez holds more roles in your estate documents: /);
    expect(answer.response).toContain('Maria Lopez 6 roles');
    expect(answer.response).toContain('Sam Rivera 3 roles');
  });

  it("counts only the owner's own documents when asked of 'my documents'", async () => {
    const answer = await ask(
      'Who has more roles across my documents, Sam or Maria?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Maria Lopez holds more roles in your own estate documents/);
    expect(answer.response).toContain('Maria Lopez 5 roles');
    expect(answer.response).toContain('Sam Rivera 3 roles');
  });

  it('leaves out whom the question leaves out, "me" being the owner', async () => {
    const answer = await ask(
      'Besides Sam and me, which people hold a role in our estate plan?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^Leaving out (Alex Rivera and Sam Rivera|Sam Rivera and Alex Rivera), 3 people hold a role/,
    );
    for (const name of ['Maria Lopez', 'David Chen', 'Carlos Lopez'])
      expect(answer.response).toContain(`${name} (`);
    expect(answer.response).not.toContain('Sam Rivera (');
  });

  it('reads "in which documents is Maria named" as the documents naming her', async () => {
    const answer = await ask(
      'In which of our estate documents is Maria Lopez named, and in what role?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^6 estate documents name Maria: /);
    expect(answer.response).toContain('Maria Lopez: guardian');
  });

  it('keeps to the kind of document the question names', async () => {
    const answer = await ask('Which people are named in the trust?', riveraSnapshot());
    expect(answer.response).toMatch(/^3 people hold a role in your estate documents \(trust\): /);
    expect(answer.response).not.toContain('Carlos Lopez');
  });
});
