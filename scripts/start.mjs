// `npm start`: builds when the sources changed, then runs the server from dist/.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './lib/build-state.mjs';

ensureBuilt();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'main.js')).href);
