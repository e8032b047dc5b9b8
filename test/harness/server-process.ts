import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { sourceEntryArgs } from './source-bundle';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcess = {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

type StartOptions = {
  /** Run the current src/server/main.ts (source-bundle.ts) instead of the built dist/server/main.js. */
  fromSource?: boolean;
  timeoutMs?: number;
  /** Resolve as soon as the process runs instead of waiting for /api/health. */
  waitUntilReady?: boolean;
  /** Run the server as this user (the tests must run as root to set it). */
  user?: { uid: number; gid: number };
};

function serverArgs(fromSource: boolean): string[] {
  return fromSource
    ? sourceEntryArgs('main', ROOT)
    : ['--enable-source-maps', path.join(ROOT, 'dist/server/main.js')];
}

/** Starts a Nido server process and (by default) waits until /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  // A start takes 2-5 s on a quiet machine; with the integration files running beside it on a busy
  // 2-core machine (load 12) one took over 30 s. A server that never answers still fails here,
  // within the integration tests' 90 s.
  const { fromSource = false, timeoutMs = 60_000, waitUntilReady = true, user } = options;
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(fromSource), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      APP_URL: url,
      // Sign-ups and sign-ins at the real scrypt cost cost the browser tests minutes of CPU;
      // production refuses the setting, so a server started as production goes without.
      ...(env.NODE_ENV === 'production' ? {} : { NIDO_FAST_PASSWORD_HASH_FOR_TESTS: '1' }),
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + timeoutMs;
  while (waitUntilReady) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    exited,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
