import { describe, expect, it } from 'vitest';
import { ask } from './chat-test-helpers';
import { riveraSnapshot } from './household.fixture';
import { separateQuestions } from './several-questions';

const words =
  (...held: string[]) =>
  () =>
    new Set(held);

describe('several questions in one message', () => {
  it('are separated when each is whole and names a record of its own', () => {
    expect(
      separateQuestions(
        'is verizon more than spectrum? what is the verizon bill',
        words('verizon', 'spectrum'),
      ),
    ).toEqual(['is verizon more than spectrum?', 'what is the verizon bill']);
  });

  it('are read as one when a later one leans on an earlier one or names nothing', () => {
    const held = words('condo', 'chase', 'ally');
    expect(separateQuestions("How much is the condo mortgage? What's its rate?", held)).toBeNull();
    expect(separateQuestions("How much is the condo mortgage? What's the rate?", held)).toBeNull();
    expect(
      separateQuestions('What is the Chase balance? And what is the Ally one, roughly?', held),
    ).toBeNull();
    expect(separateQuestions('What is the Chase balance?', held)).toBeNull();
  });

  it('are answered each in turn, citing the records of both', async () => {
    const answer = await ask(
      'What do we pay for Netflix? When is the Nelnet payment due?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(true);
    expect(answer.response).toMatch(/Netflix .*Nelnet/s);
    const kinds = new Set(answer.sources.map((source) => source.kind));
    expect(kinds.has('obligation') || kinds.has('loan')).toBe(true);
    expect(answer.sources.length).toBeGreaterThanOrEqual(2);
  });
});
