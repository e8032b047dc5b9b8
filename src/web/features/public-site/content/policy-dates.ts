/** One date for all four information pages, so they never disagree about which version is live. */
export const POLICIES_LAST_UPDATED = 'November 21, 2026';
