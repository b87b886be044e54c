#!/usr/bin/env bash
# The reference server for the end-to-end suite: a database seeded afresh on every run, the app
# built into dist/ (npm run test:e2e builds it first), on loopback.
set -euo pipefail
cd "$(dirname "$0")/../../.."
PORT="${1:-3100}"
# One database per server: the two shards of `npm run test:e2e` run side by side.
DATA="tests/e2e/.data/$PORT"
rm -rf "$DATA"
# The server's log (read by the last check of the run, server-log.teardown.ts; look there for a
# journey's server error).
LOG="tests/e2e/.data/$PORT.log"
mkdir -p "$(dirname "$LOG")"
DATA_DIR="$DATA" PORT="$PORT" HOST=127.0.0.1 NODE_ENV=development DEV_OUTBOX=true \
  exec node --import tsx server/main.ts >"$LOG" 2>&1
