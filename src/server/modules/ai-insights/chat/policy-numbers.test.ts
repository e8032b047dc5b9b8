import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../http/app-error';
import type { IntentReply } from './chat-reply';
import { withPolicyNumbers } from './policy-numbers';
import { readQuestion } from './text/question';

const MASKED: IntentReply = {
  response:
    'GEICO auto policy on 2019 Tesla Model 3: policy number ending 2919 (****2919; the whole number is on the Insurance tab, behind Reveal).',
  sources: [
    {
      kind: 'policy',
      id: 'pol-tesla',
      label: 'GEICO auto policy on 2019 Tesla Model 3',
      href: '/estate-plan',
    },
  ],
};
const question = (text: string) => readQuestion(text, () => new Set());

describe('withPolicyNumbers', () => {
  it('states the whole number through the reveal once, where the card stated its last four', async () => {
    const reveal = vi.fn(() => Promise.resolve('4410-22-919'));
    const answer = await withPolicyNumbers(
      question("What's the Tesla's policy number?"),
      MASKED,
      reveal,
    );
    expect(reveal).toHaveBeenCalledWith('pol-tesla');
    expect(answer.response).toBe(
      'GEICO auto policy on 2019 Tesla Model 3: policy number 4410-22-919.',
    );
  });

  it('adds the whole number as a sentence to an answer that did not state the last four', async () => {
    const reveal = vi.fn(() => Promise.resolve('4410-22-919'));
    const answer = await withPolicyNumbers(
      question('Who insures the Tesla, and under what policy number?'),
      { ...MASKED, response: 'GEICO insures the 2019 Tesla Model 3.' },
      reveal,
    );
    expect(answer.response).toBe(
      'GEICO insures the 2019 Tesla Model 3. The policy number of GEICO auto policy on 2019 Tesla Model 3 is 4410-22-919.',
    );
  });

  it('tells a reader whose access masks numbers that it is not shared, and passes other errors on', async () => {
    const masked = () => Promise.reject(AppError.notFound('This number is not shared with you.'));
    const answer = await withPolicyNumbers(
      question('policy number for the tesla?'),
      MASKED,
      masked,
    );
    expect(answer.response).toContain('is not shared with you.');
    expect(answer.response).not.toContain('behind Reveal');
    const broken = () => Promise.reject(new Error('database went away'));
    await expect(
      withPolicyNumbers(question('policy number for the tesla?'), MASKED, broken),
    ).rejects.toThrow('database went away');
  });

  it('reveals nothing for the last four, another question, or without a reveal', async () => {
    const reveal = vi.fn(() => Promise.resolve('4410-22-919'));
    for (const text of [
      'What are the last four of the Tesla policy number?',
      'Who insures the Tesla?',
    ])
      expect(await withPolicyNumbers(question(text), MASKED, reveal)).toBe(MASKED);
    expect(await withPolicyNumbers(question('Tesla policy number?'), MASKED, undefined)).toBe(
      MASKED,
    );
    expect(reveal).not.toHaveBeenCalled();
  });
});
