#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL from Debian's packages, listening on loopback
# only, with DATABASE_URL pointing at it; the cluster is stopped and removed afterwards.
#   server/scripts/with-postgres.sh npm run test:server
set -euo pipefail

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PORT=${PGPORT_TEST:-54329}
WORK=$(mktemp -d)

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres account.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$WORK"; fi

stop() {
  as_owner "$PGBIN/pg_ctl" -D "$WORK/data" stop -m fast >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop EXIT

as_owner "$PGBIN/initdb" -D "$WORK/data" -A trust -U postgres >/dev/null
# Durability is not the point of a test cluster: no fsync makes it several times faster.
as_owner "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w start \
  -o "-h 127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
