/**
 * How many requests each person has running now, in this process, and a limit on it. A slot is
 * given back exactly once, however often its release is called.
 */
export class ProcessingSlots {
  private readonly running = new Map<string, number>();

  constructor(private readonly perPerson: number) {}

  /** A slot for this person (call the answer to give it back), or null when all are taken. */
  take(personId: string): (() => void) | null {
    const taken = this.running.get(personId) ?? 0;
    if (taken >= this.perPerson) return null;
    this.running.set(personId, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(personId) ?? 1) - 1;
      // Nobody's entry outlives their last request, so the map holds only who is reading now.
      if (left > 0) this.running.set(personId, left);
      else this.running.delete(personId);
    };
  }
}
