// `npm run dev`: the API server restarts on change (tsx watch) and Vite serves the web app with
// hot reload on http://localhost:5173, proxying /api to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build-state.mjs';

const apiPort = process.env.PORT ?? '3000';
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
  }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
