#!/usr/bin/env bash
# Runs a command with a Node that Jobbel supports first on PATH (scripts/supported-node.sh), so that
# `npm start` and `npm test` work on a machine whose own Node is older.
#   scripts/on-supported-node.sh command args…
#   scripts/on-supported-node.sh -c 'shell command using "$@"' args…   (what npm appends lands in "$@")
set -euo pipefail
node_dir="$("$(dirname "$0")/supported-node.sh")"
export PATH="$node_dir:$PATH"
if [ "${1:-}" = "-c" ]; then
  script="$2"
  shift 2
  exec bash -c "$script" bash "$@"
fi
exec "$@"
