#!/usr/bin/env bash
# Runs a command with TEST_POSTGRES_URL pointing at a throwaway PostgreSQL cluster in a temporary
# folder. PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user.
set -euo pipefail

pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && pg_bin="$dir"; done
if [ -z "$pg_bin" ] && command -v initdb >/dev/null; then pg_bin="$(dirname "$(command -v initdb)")"; fi
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server is missing: install it with 'apt-get install -y postgresql'" >&2
  exit 1
fi

as_owner=()
if [ "$(id -u)" = 0 ]; then as_owner=(runuser -u postgres --); fi

cluster="$(mktemp -d /tmp/jobbel-pg.XXXXXX)"
chmod 755 "$cluster"
[ "$(id -u)" = 0 ] && chown postgres "$cluster"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_cluster() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$cluster/data" -U postgres -A trust --no-sync >/dev/null
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
