#!/usr/bin/env node
// Bundle budget: the JavaScript the landing page (/) downloads, gzipped, must stay under 150 KB.
// Run after `vite build`:  node scripts/size.mjs  [--budget-kb 150] [--dist dist/web]
// It reads dist/web/.vite/manifest.json when the build wrote one (build.manifest), and otherwise
// follows index.html's script and modulepreload tags and the static imports inside the chunks.
// Counted: the entry, its static imports, the landing route's chunk and its static imports.
// Not counted, but listed: chunks the landing page loads only on interaction (dynamic imports).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const dist = option('--dist', 'dist/web');
const budgetKb = Number(option('--budget-kb', '150'));
/** The landing route's page module (source path as the manifest names it) and chunk name. */
const LANDING_SOURCE = 'src/features/auth/pages/auth-page.tsx';
const LANDING_CHUNK = /^auth-page-[\w-]+\.js$/;

const indexHtmlPath = join(dist, 'index.html');
if (!existsSync(indexHtmlPath)) {
  console.error(`size: ${indexHtmlPath} not found. Run the web build first (npx vite build).`);
  process.exit(2);
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const manifestPath = join(dist, '.vite', 'manifest.json');
const { counted, later, method } = existsSync(manifestPath) ? fromManifest() : fromHtml();

if (counted.size === 0) {
  console.error('size: found no JavaScript for the landing page; is this a Vite build?');
  process.exit(2);
}

let total = 0;
console.log(`Landing page (/) JavaScript, gzipped (${method}):`);
for (const file of [...counted].sort()) {
  const size = gzipBytes(file);
  total += size;
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
}
console.log(`  ${kb(total).padStart(9)}  total (budget ${budgetKb} KB)`);
const lazy = [...later].filter((file) => !counted.has(file));
if (lazy.length) {
  console.log('Loaded only on interaction (not counted):');
  for (const file of lazy.sort()) console.log(`  ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
}

if (total > budgetKb * 1024) {
  console.error(`size: over budget by ${kb(total - budgetKb * 1024)}.`);
  process.exit(1);
}
console.log(`size: OK, ${kb(budgetKb * 1024 - total)} under budget.`);

/** From Vite's manifest: static `imports` of the entry and of the landing route's chunk. */
function fromManifest() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const counted = new Set();
  const later = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || counted.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) counted.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('size: the manifest has no entry');
  walk(entryKey);
  const landingKey = Object.keys(manifest).find((key) => key.endsWith(LANDING_SOURCE));
  if (!landingKey) throw new Error(`size: the manifest has no chunk for ${LANDING_SOURCE}`);
  walk(landingKey);
  for (const dynamic of manifest[landingKey].dynamicImports ?? []) {
    const file = manifest[dynamic]?.file;
    if (file?.endsWith('.js')) later.add(file);
  }
  return { counted, later, method: 'from .vite/manifest.json' };
}

/** Without a manifest: index.html's tags, the landing chunk by name, static imports by pattern. */
function fromHtml() {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const counted = new Set();
  const later = new Set();
  const toFile = (url) => url.replace(/^\//, '').replace(/^\.\//, '');
  const tags = html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g);
  const roots = [...tags].map((match) => toFile(match[1]));
  const assets = readdirSync(join(dist, 'assets'));
  const landing = assets.find((name) => LANDING_CHUNK.test(name));
  if (!landing) throw new Error('size: no landing route chunk (auth-page-*.js) in the build');
  roots.push(`assets/${landing}`);

  // Minified static imports: import"./a.js"  import{x as y}from"./a.js"  export{..}from"./a.js"
  const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
  const dynamicImport = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
  const walk = (file) => {
    if (counted.has(file)) return;
    counted.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(staticImport)) walk(posix.join(posix.dirname(file), match[1]));
    if (file.endsWith(landing)) {
      for (const match of code.matchAll(dynamicImport)) later.add(posix.join(posix.dirname(file), match[1]));
    }
  };
  for (const root of roots) walk(root);
  return { counted, later, method: 'from index.html and chunk imports; no .vite/manifest.json' };
}
