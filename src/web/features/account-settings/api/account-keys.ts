/** Query keys of the account screens. The signed-in user itself is `sessionKeys.all`. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
