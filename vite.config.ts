import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The web app: built into dist/web and served by the Fastify process in production.
export default defineConfig({
  root: here('./web'),
  cacheDir: here('./.vite-cache'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': here('./common'), '@': here('./web/src') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
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
