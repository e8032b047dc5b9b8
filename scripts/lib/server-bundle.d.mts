/** Bundles the given entries (name → source file) into `outdir` (relative to the project). */
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
