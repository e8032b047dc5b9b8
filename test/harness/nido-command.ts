import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from './server-process';
import { sourceEntryArgs } from './source-bundle';

const run = promisify(execFile);

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * Runs the real `nido` command (src/server/cli.ts) with only PATH and `env` set, so the data
 * folder and database come from `env` alone, and returns its exit code and output.
 */
export function runNido(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return run(process.execPath, [...sourceEntryArgs('cli', ROOT), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: CommandResult) => error,
  );
}
