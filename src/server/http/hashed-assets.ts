import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './context';
import { readEncodedFile, sendEncoded, type EncodedFile } from './encoded-body';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Asset = EncodedFile & { type: string };

/**
 * The files in dist/web/assets (and their pre-compressed copies), read once: their names carry a
 * hash, so they never change while the server runs. A screen asks for some thirty of them at
 * once on its first open, and each answered from disk cost the server's one thread 2–7 ms (a stat
 * per encoding, a file stream turned into a web stream); from memory, about 1 ms.
 */
export function readHashedAssets(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(folder)) return assets;
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    assets.set(`/assets/${name}`, {
      ...readEncodedFile(path.join(folder, name)),
      type: getMimeType(name) ?? 'application/octet-stream',
    });
  }
  return assets;
}

/** Answers GET /assets/<name> from memory, cached for a year; any other request goes on. */
export function hashedAssets(folder: string): MiddlewareHandler<AppEnv> {
  const assets = readHashedAssets(folder);
  return (c, next) => {
    const asset = assets.get(c.req.path);
    if (!asset) return next();
    c.header('Cache-Control', IMMUTABLE);
    c.header('Content-Type', asset.type);
    return Promise.resolve(sendEncoded(c, asset));
  };
}
