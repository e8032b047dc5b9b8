import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { freePort, startServer, type ServerProcess } from '@test/harness/server-process';

// The real process from source on the embedded database: what an operator sees when a start
// fails, and how the process stops.
const embedded = { DATABASE_URL: '' };
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nido-start-stop-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The unprivileged user of Linux systems. */
const NOBODY = 65534;

let folders = 0;
const newDataDir = () => path.join(root, `data-${(folders += 1)}`);

function within(ms: number, server: ServerProcess): Promise<number | null> {
  return Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms),
    ),
  ]);
}

/** The process's whole output is one line: the reason, no stack. */
function oneLine(server: ServerProcess): string {
  const output = server.output().trim();
  expect(output.split('\n')).toHaveLength(1);
  expect(output).not.toMatch(/\n\s+at /);
  return output;
}

async function failedStart(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(
    { ...embedded, DATA_DIR: newDataDir(), ...env },
    { fromSource: true, waitUntilReady: false },
  );
  expect(await within(30_000, server)).toBe(1);
  return server;
}

describe('a start that cannot succeed stops with one clear line', () => {
  it('when DATA_DIR is a file', async () => {
    const dataDir = newDataDir();
    writeFileSync(dataDir, 'not a folder');
    const server = await failedStart({ DATA_DIR: dataDir });
    expect(oneLine(server)).toBe(
      `Nido cannot start: the data folder ${dataDir} (DATA_DIR) is a file, not a folder. Set DATA_DIR to a folder (Nido creates it if it does not exist).`,
    );
  });

  it('when DATA_DIR cannot be written', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { mode: 0o555 });
    // Root writes anywhere, so as root the server runs as nobody, for whom the folder is
    // read-only (and the scratch folder above it may be passed through).
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(root, 0o711);
    const server = await startServer(
      { ...embedded, DATA_DIR: dataDir },
      {
        fromSource: true,
        waitUntilReady: false,
        ...(asRoot ? { user: { uid: NOBODY, gid: NOBODY } } : {}),
      },
    );
    expect(await within(30_000, server)).toBe(1);
    expect(oneLine(server)).toBe(
      `Nido cannot start: the data folder ${dataDir} (DATA_DIR) cannot be written by the user running Nido. Nido keeps its database, files and keys there: set DATA_DIR to a folder it can write.`,
    );
  });

  it('when the port is in use', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const server = await failedStart({ PORT: String(port) });
      expect(oneLine(server)).toBe(
        `Nido cannot start: port ${port} on 127.0.0.1 is already in use. Stop the program using it, or set PORT to another port.`,
      );
    } finally {
      squatter.close();
    }
  });

  it('when the database cannot be reached, without echoing its password', async () => {
    const port = await freePort();
    const server = await failedStart({
      DATABASE_URL: `postgres://nido:s3cret-pass@127.0.0.1:${port}/nido`, // secret-scan: allow (made up; the message must not echo it)
    });
    const line = oneLine(server);
    expect(line).toBe(
      `Nido cannot start: the database at postgres://127.0.0.1:${port}/nido cannot be used (the connection was refused). Check DATABASE_URL and that PostgreSQL is running.`,
    );
    expect(line).not.toContain('s3cret-pass');
  });

  it('when secrets.json cannot be read', async () => {
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'secrets.json'), { recursive: true });
    const server = await startServer(
      { ...embedded, DATA_DIR: dataDir },
      { fromSource: true, waitUntilReady: false },
    );
    expect(await within(30_000, server)).toBe(1);
    expect(oneLine(server)).toBe(
      `Nido cannot start: ${path.join(dataDir, 'secrets.json')} cannot be read (it is a folder). It must be readable by the user running Nido.`,
    );
  });

  it('when secrets.json is lost while the database holds data sealed with it, until it is restored', async () => {
    const dataDir = newDataDir();
    const first = await startServer({ ...embedded, DATA_DIR: dataDir }, { fromSource: true });
    expect(await first.stop()).toBe(0);

    // An account number sealed with the key in secrets.json, as the app would store it.
    const secretsFile = path.join(dataDir, 'secrets.json');
    const { encryptionKey } = JSON.parse(readFileSync(secretsFile, 'utf8')) as {
      encryptionKey: string;
    };
    const direct = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const sealed = createFieldCipher(Buffer.from(encryptionKey, 'base64')).encrypt(
      '4111222233334444',
    );
    await direct.query(
      `WITH owner AS (INSERT INTO users (name, email) VALUES ('Ada', 'ada@example.com') RETURNING id)
       INSERT INTO assets (user_id, type, institution_name, account_name, account_number_sealed, account_number_last4)
       SELECT id, 'checking', 'First Bank', 'Everyday', $1, '4444' FROM owner`,
      [sealed],
    );
    await direct.close();

    renameSync(secretsFile, `${secretsFile}.kept`);
    const refused = await startServer(
      { ...embedded, DATA_DIR: dataDir },
      { fromSource: true, waitUntilReady: false },
    );
    expect(await within(30_000, refused)).toBe(1);
    expect(oneLine(refused)).toMatch(
      /^Nido cannot start: the database holds account numbers and stored files sealed with a key that is not available \(fingerprint [0-9a-f]{12}\), and .*secrets\.json is missing.* Restore .*secrets\.json from the backup that belongs to this data/,
    );
    // The lost file was not replaced by new keys.
    expect(existsSync(secretsFile)).toBe(false);

    renameSync(`${secretsFile}.kept`, secretsFile);
    const restored = await startServer({ ...embedded, DATA_DIR: dataDir }, { fromSource: true });
    expect(await restored.stop()).toBe(0);
  });
});

/** A request whose body never arrives: it keeps its connection busy until destroyed. */
async function requestThatNeverEnds(server: ServerProcess): Promise<Socket> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/client-errors HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":`,
  );
  return socket;
}

/** The first line of the server's answer on `socket`, or what ended the connection without one. */
function firstAnswerLine(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) resolve(received.slice(0, received.indexOf('\r\n')));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code ?? ''}`));
    socket.once('close', () => resolve('closed without an answer'));
  });
}

describe('stopping', () => {
  it('answers every request it had received when SIGTERM came, then exits cleanly', async () => {
    const server = await startServer({ ...embedded, DATA_DIR: newDataDir() }, { fromSource: true });
    const { port } = new URL(server.url);
    // Connected and sent before the signal: the system holds these for the server, which takes
    // one connection per turn of its event loop.
    const sockets = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const answers = sockets.map(firstAnswerLine);
    for (const socket of sockets)
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    server.process.kill('SIGTERM');
    try {
      expect(await Promise.all(answers)).toEqual(sockets.map(() => 'HTTP/1.1 200 OK'));
      expect(await within(15_000, server)).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('exits cleanly on SIGTERM after its standard output was closed', async () => {
    const server = await startServer(
      { ...embedded, DATA_DIR: newDataDir(), LOG_LEVEL: 'info' },
      { fromSource: true },
    );
    server.process.stdout?.destroy();
    server.process.kill('SIGTERM');
    expect(await within(15_000, server)).toBe(0);
  });

  it('exits within its grace period while a request never finishes, and at once on a second SIGTERM', async () => {
    const server = await startServer({ ...embedded, DATA_DIR: newDataDir() }, { fromSource: true });
    const stuck = await requestThatNeverEnds(server);
    try {
      server.process.kill('SIGTERM');
      // Still waiting for the request, as it should for a while...
      await expect(within(1_000, server)).rejects.toThrow('still running');
      // ...but an operator's second SIGTERM ends it now.
      server.process.kill('SIGTERM');
      expect(await within(5_000, server)).toBe(1);
    } finally {
      stuck.destroy();
    }
  });

  it('exits by the end of its grace period when a request never finishes', async () => {
    const server = await startServer({ ...embedded, DATA_DIR: newDataDir() }, { fromSource: true });
    const stuck = await requestThatNeverEnds(server);
    try {
      const stoppedAt = Date.now();
      server.process.kill('SIGTERM');
      expect(await within(20_000, server)).toBe(1);
      // The grace period is 10 s.
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(9_000);
    } finally {
      stuck.destroy();
    }
  });
});
