#!/usr/bin/env bash
# `npm run build`: the web app, the first screen's server renderer, then the server bundle. A
# script of its own so that `scripts/test-all.sh` can run it on the `node` first on PATH (npm
# would put node_modules/.bin, the pinned Node.js, first again).
set -euo pipefail
cd "$(dirname "$0")/.."
# The tools are found after whatever `node` the caller put first on PATH.
export PATH="$PATH:$PWD/node_modules/.bin"
vite build
vite build --ssr src/features/first-screen/render-first-screen.tsx
node scripts/build-server.mjs
