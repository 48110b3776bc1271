#!/usr/bin/env bash
# The test suite needs Debian's Chromium (end-to-end), a PostgreSQL server (API tests), nginx (the
# deployment it documents is tested behind it, docs/deploy.md) and systemd's analyzer (the unit it ships).
# Installs whichever is missing when it can (root with apt-get); otherwise stops with one line.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v systemd-analyze >/dev/null || missing+=(systemd)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}' and run npm test again." >&2
exit 1
