#!/usr/bin/env bash
# Makes sure the system Chromium the browser tests use (/usr/bin/chromium) is installed.
# Playwright's own browser download is not used: only the Debian package is reachable.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "chromium: found at $CHROMIUM ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "chromium: $CHROMIUM is missing and this user cannot install it." >&2
  echo "Install it as root:  apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "chromium: $CHROMIUM is missing; installing the Debian package..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "chromium: installed, but $CHROMIUM is still missing. Set CHROMIUM_PATH to the browser's path." >&2
  exit 1
fi
echo "chromium: installed ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
