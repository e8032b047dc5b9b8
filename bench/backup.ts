// Times `nido backup` and `nido restore` on a realistic data folder: the demo household and 60
// documents (about 30 MB). With the server running when it opens its control socket (main.ts),
// also how long requests wait while the server takes the snapshot; else with the server stopped.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTextPdf } from '../src/server/platform/pdf/build-text-pdf';
import { ROOT, startServer, type ServerProcess } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';

const DOCUMENTS = 60;
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-backup-'));
const dataDir = path.join(scratch, 'data');

function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function nido(dir: string, ...args: string[]): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/cli.ts'), ...args],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dir } },
  );
  return { ms: performance.now() - started, stdout };
}

/** A scanned document's size (0.1 to 1 MB): text pages padded with random characters. */
function documentPdf(index: number): Buffer {
  const lines = Math.round(1_200 + ((index * 7919) % 10) * 1_200);
  return buildTextPdf(
    Array.from({ length: lines }, () => randomBytes(48).toString('base64').slice(0, 64)),
  );
}

async function upload(server: ServerProcess, cookie: string, index: number): Promise<void> {
  const form = new FormData();
  form.set('details', JSON.stringify({ name: `Statement ${index + 1}` }));
  form.set(
    'file',
    new Blob([new Uint8Array(documentPdf(index))], { type: 'application/pdf' }),
    `statement-${index + 1}.pdf`,
  );
  const response = await fetch(`${server.url}/api/documents`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.url },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Upload failed: ${response.status}`);
}

try {
  const { email, password } = createDemoHousehold({ DATA_DIR: dataDir }, 28);
  const server = await startServer({ DATA_DIR: dataDir }, { fromSource: true, timeoutMs: 60_000 });
  const cookie = await signIn(server.url, email, password);
  for (let index = 0; index < DOCUMENTS; index += 1) await upload(server, cookie, index);
  console.log(
    `data folder: database ${mb(folderBytes(path.join(dataDir, 'db')))}, ` +
      `${DOCUMENTS} documents ${mb(folderBytes(path.join(dataDir, 'files')))}`,
  );

  // Requests during the backup: the longest wait is the time the snapshot holds the database.
  let probing = true;
  const waits: number[] = [];
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const archive = path.join(scratch, 'online.tgz');
  const online = await nido(dataDir, 'backup', archive).catch(() => null);
  probing = false;
  await probe;
  if (online) {
    console.log(
      `backup while serving: ${(online.ms / 1000).toFixed(1)} s (node and tsx start included), ` +
        `archive ${mb(statSync(archive).size)}; longest /api/health during it ${Math.round(Math.max(...waits))} ms over ${waits.length} requests`,
    );
  } else {
    console.log('backup while serving: not available (main.ts does not open the control socket)');
  }
  await server.stop();

  const offline = path.join(scratch, 'offline.tgz');
  const stopped = await nido(dataDir, 'backup', offline);
  console.log(
    `backup with the server stopped: ${(stopped.ms / 1000).toFixed(1)} s, archive ${mb(statSync(offline).size)}`,
  );
  const restored = await nido(path.join(scratch, 'restored'), 'restore', offline);
  console.log(`restore into an empty folder: ${(restored.ms / 1000).toFixed(1)} s`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
