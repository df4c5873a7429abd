#!/usr/bin/env bash
# Every test, in the order that fails fastest: types and lint, units and API tests (embedded
# PostgreSQL and the machine's PostgreSQL), the production build and its size budget, then the
# browser tests against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# What npm scripts do, for a direct `bash scripts/test-all.sh` too: the project's own Node.js
# (node_modules/.bin/node, the `node` dev dependency) comes first on PATH, for this script and
# every process it starts. `scripts/test-on-node.sh` runs it on another supported Node.js by
# naming that runtime's folder in TEST_NODE_BIN, which then comes first. The tools below are
# called by name, not through npx or npm, which would put node_modules/.bin first again.
export PATH="${TEST_NODE_BIN:+$TEST_NODE_BIN:}$PWD/node_modules/.bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Node.js"
node scripts/check-node.mjs
step "browser available"
bash scripts/ensure-browser.sh
step "typecheck"
tsc --noEmit -p .
step "lint"
biome check .
step "unit and API tests"
vitest run
step "build"
bash scripts/build.sh
step "bundle size"
node scripts/size.mjs
step "browser tests"
playwright test
