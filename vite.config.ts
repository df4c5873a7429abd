import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routeShells } from './scripts/vite/route-shells.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const AUTH_PAGE = 'web/src/features/auth/pages/auth-page.tsx';
const APP_LAYOUT = 'web/src/app/layout/app-layout.tsx';

// A web feature's index.ts only re-exports what others may use of it (issue 31; checked by
// web/src/app/feature-boundaries.test.ts, which also holds it to re-exports only). Declared free of
// side effects, an import from an index reaches only the files whose exports the importer uses.
// Otherwise the bundler follows every re-export: the entry imports a few indexes (the session, the
// first route's queries) and took whole features into the landing page's script (141 to 389 KB gzipped).
const FEATURE_INDEX = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const treeshake = { moduleSideEffects: (id: string) => (FEATURE_INDEX.test(id) ? false : undefined) };

// The same components built for Node (package.json's build: `vite build --ssr <the renderer>`, the
// renderer being web/src/features/first-screen/render-first-screen.tsx): the server draws a
// member's first screen with them (server/src/modules/first-screen). No service worker, shells or compressed copies there.
const serverRenderBuild = defineConfig({
  root: here('./web'),
  cacheDir: here('./.vite-cache'),
  plugins: [react()],
  publicDir: false,
  resolve: { alias: { '@common': here('./common'), '@': here('./web/src') } },
  build: {
    outDir: here('./dist/ssr'),
    emptyOutDir: true,
    target: 'node22',
    rolldownOptions: { treeshake, output: { entryFileNames: 'render-first-screen.js' } },
  },
});

// The web app: built into dist/web and served by the Fastify process in production.
const webBuild = defineConfig({
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
        '/dashboard': [APP_LAYOUT, 'web/src/app/pages/dashboard-page.tsx'],
        '/create-post': [APP_LAYOUT, 'web/src/app/pages/create-post-page.tsx'],
        '/workouts': [APP_LAYOUT, 'web/src/features/workouts/pages/workouts-page.tsx'],
      },
      here('.'),
    ),
    // Installable, and the app shell offline (issue 17): the manifest, and a Workbox service worker
    // that precaches the built shell (scripts, styles, index.html, icons) and answers navigations
    // with index.html. No runtime caching at all: /api answers (one member's data) are never put in
    // a cache, and admin pages (their navigations and chunks) are neither precached nor served
    // from one. The page registers the worker itself after first paint (web/src/app/pwa.ts), so
    // `injectRegister` is off, and a new version waits for the member's "reload" (`prompt`).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg'],
      manifest: {
        id: '/',
        name: 'FitCircle',
        short_name: 'FitCircle',
        description: 'Track workouts and meals, find gyms and train with friends.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#047857',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Route shells are index.html plus preloads: offline, index.html serves every path.
        globIgnores: ['route-shells/**', '**/*admin*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/admin/,
          /^\/uploads\//,
          /^\/ws/,
          /^\/fileupload/,
          /^\/healthz/,
          /^\/readyz/,
        ],
        runtimeCaching: [],
        // The first worker takes the page that installed it: a first visit's lazy pages load
        // offline without a reload. A newer worker still waits for the member's reload.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The map and chart chunks are the biggest; every chunk of the app fits.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
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
      treeshake,
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

export default defineConfig((env) => (env.isSsrBuild ? serverRenderBuild : webBuild));
