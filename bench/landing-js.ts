// Sizes are in kB of 1,000 bytes. Measures the JavaScript the landing page downloads on a cold load in Chromium: every script
// response until the network is idle, sized as gzip -9 of the file and as actually transferred.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '../test/harness/chromium';
import { startServer } from '../test/harness/server-process';

const BUDGET_KB = 80;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await launchChromium();

try {
  const results: Record<
    string,
    { files: { name: string; raw: number; gzip: number; transferred: number }[] }
  > = {};
  for (const route of ['/', '/terms']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files: { name: string; raw: number; gzip: number; transferred: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      const sizes = await response.request().sizes();
      files.push({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      });
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    results[route] = { files };
    await context.close();
  }
  for (const [route, { files }] of Object.entries(results)) {
    const total = (key: 'raw' | 'gzip' | 'transferred') =>
      files.reduce((sum, file) => sum + file[key], 0) / 1000;
    console.log(`\n${route}: ${files.length} scripts`);
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(file.gzip / 1000).toFixed(1).padStart(6)} KB gzip  ${(file.transferred / 1000).toFixed(1).padStart(6)} KB sent  ${file.name}`,
      );
    }
    console.log(
      `  total: ${total('gzip').toFixed(1)} KB gzip (-9), ${total('transferred').toFixed(1)} KB transferred (brotli), ${total('raw').toFixed(1)} KB raw`,
    );
    if (route === '/')
      console.log(
        `  budget ${BUDGET_KB} KB gzip: ${total('gzip') <= BUDGET_KB ? 'within' : 'OVER'}`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
