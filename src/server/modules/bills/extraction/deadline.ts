import { BillExtractionError } from './bill-extraction-error';

/** One time limit for all the steps of reading a file, each given what is left of it. */
export type Deadline = { remaining(): number };

export function deadlineIn(ms: number, now: () => number = Date.now): Deadline {
  const end = now() + ms;
  return {
    remaining() {
      const left = end - now();
      if (left <= 0) throw new BillExtractionError('timeout');
      return left;
    },
  };
}
