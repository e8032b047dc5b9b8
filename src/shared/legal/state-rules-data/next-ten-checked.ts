/**
 * Issue 37, item 2: the day the next ten states' rows (NJ, VA, WA, AZ, TN, MA, IN, MD, MO, WI)
 * were checked for powers of attorney and health-care directives, and the will sections
 * re-read that day. Will sections not re-read keep the earlier CHECKED_ON.
 */
export const NEXT_TEN_CHECKED_ON = '2026-11-29';
