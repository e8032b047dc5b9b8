// Production build: the web app (Vite) with pre-compressed assets, and the server bundle (esbuild).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { build as viteBuild, createServer as createViteServer } from 'vite';
import { build as esbuild } from 'esbuild';
import { ROOT, markBuilt } from './lib/build-state.mjs';
import { bundleServer } from './lib/server-bundle.mjs';
import { ROUTE_MODULES } from './lib/route-modules.mjs';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map|webmanifest)$/;

function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** Route → the hashed files its page needs, from Vite's manifest (entry chunks excluded). */
function routePreloads(manifest) {
  const files = (key, seen) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return [];
    seen.add(key);
    return [
      `/${chunk.file}`,
      ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen)),
    ];
  };
  const missing = Object.values(ROUTE_MODULES)
    .flat()
    .filter((key) => !manifest[key]);
  if (missing.length > 0) {
    throw new Error(`scripts/lib/route-modules.mjs lists modules the build has not: ${missing}`);
  }
  return Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([route, keys]) => {
      const seen = new Set();
      return [route, [...new Set(keys.flatMap((key) => files(key, seen)))]];
    }),
  );
}

/**
 * theme-init.js (a file in public/ because the CSP forbids inline script) under a content hash in
 * /assets, so that it is cached for a year like the other assets: it blocks the HTML parser, and
 * as /theme-init.js every page load first asked the server whether it had changed. The unhashed
 * copy stays for a page that was loaded before a deploy.
 */
function hashThemeScript() {
  const webRoot = path.join(ROOT, 'dist', 'web');
  const content = readFileSync(path.join(webRoot, 'theme-init.js'));
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const url = `/assets/theme-init-${hash}.js`;
  writeFileSync(path.join(webRoot, url), content);
  const indexFile = path.join(webRoot, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes('src="/theme-init.js"'))
    throw new Error('index.html no longer loads /theme-init.js');
  writeFileSync(indexFile, html.replace('src="/theme-init.js"', `src="${url}"`));
}

/**
 * The app's entry script becomes `async`: it runs as soon as it has arrived instead of after the
 * whole page, so on a page with a first screen (which the server streams after the head) the app
 * starts while the screen is still being rendered. web/main.tsx waits for #root itself. Done
 * after the public pages are rendered from index.html, which carry a script of their own.
 */
function startEntryOnArrival() {
  const indexFile = path.join(ROOT, 'dist', 'web', 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const entry = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/;
  if (!entry.test(html)) throw new Error('index.html no longer loads the app entry as expected');
  writeFileSync(
    indexFile,
    html.replace(entry, (tag) =>
      tag.replace('<script type="module"', '<script type="module" async'),
    ),
  );
}

/** Bundles one browser entry on its own with esbuild; returns its URL under dist/web. */
async function bundleEntry(entry, name, define = {}) {
  const result = await esbuild({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    outdir: 'dist/web/assets',
    entryNames: `${name}-[hash]`,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    tsconfig: 'tsconfig.json',
    // Another bundle, loaded by URL at run time.
    external: ['/assets/*'],
    metafile: true,
    logLevel: 'warning',
  });
  const [file] = Object.keys(result.metafile.outputs);
  return `/${path.relative(path.join(ROOT, 'dist', 'web'), path.join(ROOT, file))}`;
}

/**
 * The pre-rendered public pages' one script (no React), bundled on its own so that nothing of the
 * app's first chunk comes with it, and the Privacy Preferences dialog it loads when asked, as a
 * second file whose URL it is given (one request for the page, nothing shared). Returns the URL of
 * the page script.
 */
async function buildPublicPageScript() {
  const island = await bundleEntry(
    'src/web/app/prerendered/privacy-preferences-island.tsx',
    'privacy-preferences',
  );
  return bundleEntry('src/web/app/prerendered/enhance-public-page.ts', 'public-page', {
    PRIVACY_PREFERENCES_ISLAND_URL: JSON.stringify(island),
  });
}

/** Renders /, /terms, /privacy, /security and /faq into dist/web/pages (docs/adr/0005). */
async function prerenderPublicPages(script) {
  const vite = await createViteServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const { renderPublicPages } = await vite.ssrLoadModule(
      '/app/prerendered/render-public-pages.tsx',
    );
    const indexHtml = readFileSync(path.join(ROOT, 'dist', 'web', 'index.html'), 'utf8');
    const pages = await renderPublicPages(indexHtml, script);
    const folder = path.join(ROOT, 'dist', 'web', 'pages');
    mkdirSync(folder, { recursive: true });
    for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(folder, file), html);
  } finally {
    await vite.close();
  }
}

/**
 * The signed-in screens' first screens, rendered by the server into the page's HTML
 * (src/web/app/first-screen): one self-contained module, React's production build inside, that
 * the server imports at start.
 */
async function buildFirstScreenRenderer() {
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    ssr: { noExternal: true },
    build: {
      ssr: 'app/first-screen/render-first-screen.tsx',
      outDir: path.join(ROOT, 'dist', 'ssr'),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

const started = performance.now();
await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
const manifestFile = path.join(ROOT, 'dist', 'web', '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
writeFileSync(
  path.join(ROOT, 'dist', 'route-preloads.json'),
  JSON.stringify(routePreloads(manifest), null, 2),
);
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
hashThemeScript();
await prerenderPublicPages(await buildPublicPageScript());
startEntryOnArrival();
await buildFirstScreenRenderer();
compressTree(path.join(ROOT, 'dist', 'web'));

await bundleServer({ main: 'src/server/main.ts' }, 'dist/server');

markBuilt();
console.log(`Built dist/web and dist/server in ${Math.round(performance.now() - started)} ms.`);
