#!/usr/bin/env bash
# The reference server for the end-to-end suite: a database seeded afresh on every run, the app
# built into dist/ (npm run test:e2e builds it first), on loopback.
set -euo pipefail
cd "$(dirname "$0")/../../.."
rm -rf tests/e2e/.data
DATA_DIR=tests/e2e/.data PORT="${1:-3100}" HOST=127.0.0.1 NODE_ENV=development DEV_OUTBOX=true exec node --import tsx server/main.ts
