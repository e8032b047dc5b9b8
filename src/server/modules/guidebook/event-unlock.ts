/**
 * Whether a triggering event (a reported death or incapacity that nobody blocked) has unlocked a
 * household's after-event guidebook entries. No event can unlock a household yet: issue 15 adds
 * the triggering event and answers here, the one place the guidebook asks.
 */
export async function isEventUnlocked(_ownerId: string): Promise<boolean> {
  return Promise.resolve(false);
}
