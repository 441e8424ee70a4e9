#!/usr/bin/env bash
# Usage: bash tests/api/with-postgres.sh CMD...
# Runs CMD with DATABASE_URL pointing at a private, throw-away PostgreSQL cluster listening on
# 127.0.0.1 (a free port, its socket in the temp folder), then stops and deletes the cluster.
# The exit code is CMD's. As root, the cluster runs as the `postgres` user (PostgreSQL refuses root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "Usage: bash tests/api/with-postgres.sh CMD..." >&2
  exit 2
fi

pg_bin="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (install the postgresql package or set PG_BIN)." >&2
  exit 2
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    (cd "$dir" && runuser -u postgres -- "$@")
  else
    (cd "$dir" && "$@")
  fi
}
[ "$(id -u)" = 0 ] && chown postgres "$dir"

port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$pg_bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$pg_bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_pg "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# For tests that restart the database server under load (tests/api/support/postgres-server.ts).
export PG_TEST_DATA_DIR="$dir/data" PG_TEST_BIN="$pg_bin"
echo "with-postgres: PostgreSQL on 127.0.0.1:$port" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
