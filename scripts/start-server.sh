#!/usr/bin/env bash
# The built server as `npm start` runs it, and as the benches, the end-to-end tests and the phone
# measurement start it. Arguments are Node's own flags, placed before the server's file.
set -euo pipefail
server="$(cd "$(dirname "$0")/.." && pwd)/apps/api/dist/server.js"
# glibc gives each thread that allocates its own arena, up to eight per core, and keeps what each
# arena once held: the SQLite readers' threads and libuv's pool then left about 50 MB of the server's
# peak memory idle at national scale (docs/decisions/national-scale.md). Two arenas are shared by all.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# --max-semi-space-size=16: V8's young generation at 16 MB whatever the machine's memory (32 until
# 2026-11-24, when a search allocated twice what it does now; 32 then cost 25-30 MB of peak memory for no
# gain). --heap-growing-percent=30: the old generation grows by 30 % over what survived the last full
# collection (V8 grows it up to four times under a high allocation rate, which took the server from
# 270 to 385 MB under load). docs/performance.md gives the measurements.
exec node --enable-source-maps --max-semi-space-size=16 --heap-growing-percent=30 "$@" "$server"
