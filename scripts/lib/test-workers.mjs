/**
 * Test files run side by side in the integration phase. On PostgreSQL a test spends much of its
 * time waiting on the database server (another process), so a third file keeps the two cores busy;
 * on the embedded PGlite the database runs inside the worker and two are all two cores can take.
 * NIDO_TEST_INTEGRATION_WORKERS overrides it (a bigger machine).
 */
export function integrationWorkers(env) {
  const chosen = Number.parseInt(env.NIDO_TEST_INTEGRATION_WORKERS ?? '', 10);
  if (chosen > 0) return chosen;
  return env.DATABASE_URL ? 3 : 2;
}
