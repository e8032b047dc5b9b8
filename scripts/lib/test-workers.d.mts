export function integrationWorkers(env: Record<string, string | undefined>): number;
