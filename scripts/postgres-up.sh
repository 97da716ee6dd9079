#!/usr/bin/env bash
# Starts a throwaway PostgreSQL from Debian's packages on loopback and prints
# its URL. Used by .ci/run and `npm run bench`. Usage: postgres-up.sh [port]
# The test server skips fsync (its data is thrown away); PGTEST_DURABLE=1 keeps
# PostgreSQL's default durability (fsync, synchronous commit), as the benchmarks need.
set -euo pipefail
port="${1:-54329}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
dir="${PGTEST_DIR:-/tmp/formwright-pg-$port}"
run_as() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
if ! run_as "$bindir/pg_isready -q -h 127.0.0.1 -p $port" 2>/dev/null; then
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  run_as "$bindir/initdb -D $dir/data -A trust -U postgres --no-sync" >/dev/null
  fsync="-c fsync=off"
  [ "${PGTEST_DURABLE:-0}" = 1 ] && fsync=""
  run_as "$bindir/pg_ctl -D $dir/data -l $dir/log -w -o \"-h 127.0.0.1 -p $port -k $dir $fsync -c max_connections=200\" start" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
