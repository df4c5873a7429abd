// Bundles the server (and the common/ code it imports) into dist/server/server.js.
// npm packages stay external: they are installed next to it.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  outfile: 'dist/server/server.js',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/server.js');
