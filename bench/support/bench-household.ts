import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../test/harness/server-process';

/** Runs `nido demo <count>` against the given environment and returns the sign-in it printed. */
export function createDemoHousehold(
  env: Record<string, string>,
  obligations: number,
): { email: string; password: string } {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/cli.ts'), 'demo', String(obligations)],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    },
  );
  const email = /email:\s+(\S+)/.exec(output)?.[1];
  const password = /password:\s+(\S+)/.exec(output)?.[1];
  if (!email || !password) throw new Error(`nido demo printed no sign-in:\n${output}`);
  return { email, password };
}

/** Signs in over HTTP and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] ?? '';
}
