import { describe, expect, it } from 'vitest';
import { ask } from './chat-test-helpers';
import { riveraSnapshot } from './household.fixture';
import { withYesOrNo } from './yes-or-no';

const reply = (response: string) => ({ response, sources: [] });

describe('whether a person holds a role', () => {
  it('says yes when the answer gives them the role, and as an alternate when only as one', () => {
    const answer =
      'Will of Alex Rivera names executor: Sam Rivera (Spouse); first alternate executor: Maria Lopez (Sister-in-law).';
    expect(withYesOrNo('is sam the executor', reply(answer)).response).toBe(`Yes: ${answer}`);
    expect(withYesOrNo('is maria the executor', reply(answer)).response).toBe(
      `Yes, as an alternate: ${answer}`,
    );
    expect(withYesOrNo('is maria named as alternate executor', reply(answer)).response).toBe(
      `Yes: ${answer}`,
    );
  });

  it('says no when the answer gives the role to others only, not counting the title', () => {
    const answer = 'Will of Sam Rivera names executor: Alex Rivera (Spouse).';
    expect(withYesOrNo('is sam the executor of his will', reply(answer)).response).toBe(
      `No: ${answer}`,
    );
  });

  it('leaves other questions, and answers that do not speak of the role, as they are', () => {
    const answer = 'Will of Alex Rivera names executor: Sam Rivera (Spouse).';
    expect(withYesOrNo('who is the executor', reply(answer)).response).toBe(answer);
    expect(withYesOrNo('is sam the guardian', reply(answer)).response).toBe(answer);
    expect(withYesOrNo('is the executor sam', reply(answer)).response).toBe(answer);
  });

  it('answers the person asking about themselves', async () => {
    const answer = await ask(
      'Maria here. Am I named as successor trustee on the trust?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Yes: /);
  });
});
