#!/usr/bin/env bash
# Prints the folder of a Node that Jobbel supports (package.json "engines": 22 or newer). The machine's
# own when it is one; otherwise Node 24 from the npm registry (the `node` package), fetched once into
# npm's cache. Nothing found or fetched: one line says what to install, and the exit status is 1.
set -euo pipefail

SUPPORTED_MAJOR=22
FETCHED_LINE=24

own_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$own_major" -ge "$SUPPORTED_MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if fetched="$(npx --yes "node@$FETCHED_LINE" -p process.execPath 2>/dev/null)" && [ -x "$fetched" ]; then
  dirname "$fetched"
  exit 0
fi
echo "Jobbel needs Node $SUPPORTED_MAJOR or newer (this machine has $(node -v 2>/dev/null || echo none)), and Node $FETCHED_LINE could not be fetched from the npm registry: install Node $FETCHED_LINE LTS from https://nodejs.org" >&2
exit 1
