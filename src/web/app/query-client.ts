import { createQueryClient } from '@web/lib/query-client';

/** The app's one query cache; sign-out clears it (nothing of one user is shown to the next). */
export const queryClient = createQueryClient();
