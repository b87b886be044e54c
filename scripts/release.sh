#!/usr/bin/env bash
# The release: what production runs, assembled the same way by the Dockerfile and by CI's release
# check (scripts/release-check.ts). After `npm ci`:
#   bash scripts/release.sh [folder]      # default: release/
# The folder gets package.json, package-lock.json, the app built into dist/, the server compiled
# into build/server/, and the production dependencies alone (npm ci --omit=dev): no TypeScript,
# no build tools. Run it with `NODE_ENV=production node build/server/main.js` from the folder
# (npm run start:prod). The repository's own dist/ and build/ are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-release}

rm -rf "$OUT"
mkdir -p "$OUT"
npx vite build --outDir "$OUT/dist" --emptyOutDir --logLevel error
npx tsx scripts/build-server.ts "$OUT/build/server"
cp package.json package-lock.json "$OUT/"
# No package of the runtime needs an install script.
(cd "$OUT" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel error)
echo "Release in $OUT/ ($(du -sh "$OUT" | cut -f1))"
