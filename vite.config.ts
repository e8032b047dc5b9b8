import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
  '@test': fromRoot('./test'),
};

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/build.mjs to preload each public page's code (then moved out of dist/web).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file: without this, every module the landing
          // page shares with a lazy screen becomes its own tiny chunk, and each costs a request
          // and gzip overhead.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'shared', minShareCount: 6 },
            // The lazy screens' icons in one file: each was a chunk of its own, a request of
            // 200–400 bytes (a first open of Monthly Expenses asked for twelve).
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
