import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routeShells } from './scripts/vite/route-shells.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const AUTH_PAGE = 'web/src/features/auth/pages/auth-page.tsx';
const APP_LAYOUT = 'web/src/app/layout/app-layout.tsx';

// The web app: built into dist/web and served by the Fastify process in production.
export default defineConfig({
  root: here('./web'),
  cacheDir: here('./.vite-cache'),
  plugins: [
    react(),
    tailwindcss(),
    // The paths members land on most: their first screen's scripts are preloaded by the HTML itself.
    routeShells(
      {
        '/': [AUTH_PAGE],
        '/login': [AUTH_PAGE],
        '/register': [AUTH_PAGE],
        '/dashboard': [APP_LAYOUT, 'web/src/features/posts/pages/dashboard-page.tsx'],
        '/create-post': [APP_LAYOUT, 'web/src/features/posts/pages/create-post-page.tsx'],
        '/workouts': [APP_LAYOUT, 'web/src/features/workouts/pages/workouts-page.tsx'],
      },
      here('.'),
    ),
    // Each text file of the build also as .br and .gz, compressed once at build time with the
    // strongest settings, and served by @fastify/static's `preCompressed` (server/src/plugins/static-web.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(?:js|mjs|css|html|svg|json|txt)$/,
      exclude: /manifest\.json$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: { '@common': here('./common'), '@': here('./web/src') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/fileupload': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
