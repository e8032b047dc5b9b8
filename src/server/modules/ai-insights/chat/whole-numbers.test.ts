import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../http/app-error';
import type { IntentReply } from './chat-reply';
import { withWholeNumbers, type RevealNumber } from './whole-numbers';
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

describe('withWholeNumbers', () => {
  it('states the whole number through the reveal once, where the card stated its last four', async () => {
    const reveal = vi.fn<RevealNumber>(() => Promise.resolve('4410-22-919'));
    const answer = await withWholeNumbers(
      question("What's the Tesla's policy number?"),
      MASKED,
      reveal,
    );
    expect(reveal).toHaveBeenCalledWith('policy', 'pol-tesla');
    expect(answer.response).toBe(
      'GEICO auto policy on 2019 Tesla Model 3: policy number 4410-22-919.',
    );
    const typedShort = await withWholeNumbers(
      question('geico policy no for the tesla'),
      MASKED,
      reveal,
    );
    expect(typedShort.response).toContain('policy number 4410-22-919');
    const numberOn = await withWholeNumbers(
      question("Jordan here: what's the number on my own auto policy for the Tesla?"),
      MASKED,
      reveal,
    );
    expect(numberOn.response).toContain('policy number 4410-22-919');
  });

  it('adds the whole number as a sentence to an answer that did not state the last four', async () => {
    const reveal = vi.fn<RevealNumber>(() => Promise.resolve('4410-22-919'));
    const answer = await withWholeNumbers(
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
    const answer = await withWholeNumbers(question('policy number for the tesla?'), MASKED, masked);
    expect(answer.response).toContain('is not shared with you.');
    expect(answer.response).not.toContain('behind Reveal');
    const broken = () => Promise.reject(new Error('database went away'));
    await expect(
      withWholeNumbers(question('policy number for the tesla?'), MASKED, broken),
    ).rejects.toThrow('database went away');
  });

  it('reveals nothing for the last four, another question, or without a reveal', async () => {
    const reveal = vi.fn<RevealNumber>(() => Promise.resolve('4410-22-919'));
    for (const text of [
      'What are the last four of the Tesla policy number?',
      'Who insures the Tesla?',
      'What is the number of policies on the Tesla?',
    ])
      expect(await withWholeNumbers(question(text), MASKED, reveal)).toBe(MASKED);
    expect(await withWholeNumbers(question('Tesla policy number?'), MASKED, undefined)).toBe(
      MASKED,
    );
    expect(reveal).not.toHaveBeenCalled();
  });
});

describe('withWholeNumbers for a bill', () => {
  const BILL: IntentReply = {
    response:
      'Austin Energy: account number ending 8830 (****8830; the whole number is on Monthly Expenses, behind Reveal).',
    sources: [{ kind: 'obligation', id: 'bill-energy', label: 'Austin Energy', href: '/expenses' }],
  };

  it('states the number the bill is under, read through its own reveal', async () => {
    const reveal = vi.fn<RevealNumber>(() => Promise.resolve('4401928830'));
    const answer = await withWholeNumbers(
      question('Austin Energy wants our account number, what is it?'),
      BILL,
      reveal,
    );
    expect(reveal).toHaveBeenCalledWith('obligation', 'bill-energy');
    expect(answer.response).toBe('Austin Energy: account number 4401928830.');
  });

  it('keeps the last four when only they are asked, and reveals no policy for an account number', async () => {
    const reveal = vi.fn<RevealNumber>(() => Promise.resolve('4401928830'));
    expect(
      await withWholeNumbers(question('last four of the Austin Energy account?'), BILL, reveal),
    ).toBe(BILL);
    expect(await withWholeNumbers(question('Tesla account number?'), MASKED, reveal)).toBe(MASKED);
    expect(reveal).not.toHaveBeenCalled();
  });
});
