#!/usr/bin/env node
// The web app manifest's icons (issue 17), drawn from the two SVGs beside this script:
//   node scripts/pwa/make-icons.mjs
// Writes web/public/icons/*.png (committed: small, and the build then needs no image step).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const out = here('../../web/public/icons/');
mkdirSync(out, { recursive: true });

const icons = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'maskable-512.png'],
  // iOS ignores the manifest's icons and uses this one (full bleed: it rounds the corners itself).
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
];
for (const [svg, size, file] of icons) {
  await sharp(here(svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${file}`);
  console.log(`icons: ${file} (${size}x${size})`);
}
