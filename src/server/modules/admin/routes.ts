import type { Database } from '../../db/client';
import { createRouter } from '../../http/router';

export type AdminDeps = { db: Database; now?: () => Date };

/** Issue 18: the admin screens' reports (counts only, behind `requireAdmin`). */
export function adminRoutes(_deps: AdminDeps) {
  return createRouter();
}
