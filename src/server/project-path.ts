import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. The server runs both from source (tsx) and bundled
 * (dist/server), so files it reads at run time (migrations, the built web app) are found from
 * the project root rather than from this module's own location.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the Nido project folder (no package.json above the server).');
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot();

export function projectPath(...segments: string[]): string {
  return path.join(root, ...segments);
}
